import { TREATMENT_CATEGORIES, type UsStateCode } from '@app/domain/constants';
import type { StorefrontCart, StorefrontCartLine, StorefrontDiscountCode } from '@app/domain/contracts';
import { SHOP_CART_MAX_LINES, SHOP_LINE_MAX_QUANTITY } from '@app/domain/constants';
import { discountCentsOf, lineCentsOf, shopCartTotals, taxableCentsOf } from '@app/domain/storefront';
import type { Db } from '../../db/client';
import type { ShopCartRow } from '../../db/schema/index';
import type { TaxEstimator } from '../pricing';
import { judgeCartCode } from '../promotions';
import { percentOfCents } from '@app/domain/pricing';
import { shopCatalogueAt, type ShopCatalogue } from './shop-catalogue';
import type { StorefrontCartState } from './storefront-cart';

/**
 * A cart as the shopper sees it (ADR 152): the service's lines priced from the catalogue, its code
 * judged with the promotion module's reasons, shipping and the tax estimate. Nothing here comes
 * from the browser or from the cart service's prices; the checkout charges these figures.
 */

/** Where "Check out" goes when the cart service has no checkout of its own: the app's cart checkout. */
export const SHOP_CHECKOUT_PATH = '/shop/checkout';

/**
 * A line's id on the wire: its variant's item id. A cart holds one line per variant, and a cart
 * service's own line ids (a Shopify `CartLine` gid with its cart's key) are long and its own.
 */
export const wireLineIdOf = (variantId: string): string => variantId.split('/').at(-1) ?? variantId;

export interface PricingInput {
  db: Db;
  taxEstimator: TaxEstimator;
  /** The signed-in shopper whose earlier claims count, or null. */
  patientId: number | null;
  taxState: UsStateCode | undefined;
  now: Date;
}

function linesOf(catalogue: ShopCatalogue, state: StorefrontCartState): StorefrontCartLine[] {
  // A variant the brand no longer sells is left out of what the shopper is shown and charged.
  return state.lines.flatMap((line) => {
    const entry = catalogue.byVariantId.get(line.variantId);
    if (!entry) {
      return [];
    }
    const { product, variant } = entry;
    return [
      {
        id: wireLineIdOf(variant.variantId),
        variantId: variant.variantId,
        productHandle: product.handle,
        productName: product.name,
        optionName: variant.optionName,
        image: { url: product.image.url, alt: product.image.alt },
        quantity: line.quantity,
        unitCents: variant.priceCents,
        compareAtUnitCents: variant.compareAtCents,
        lineCents: lineCentsOf(variant.priceCents, line.quantity),
      },
    ];
  });
}

/**
 * What an applicable code is worth on what is left of the cart: its amount, or its percentage of
 * it within what is left of its budget (ADR 166).
 */
function codeCentsOf(standing: { amountCents: number; percentOff: number | null; maxCents: number | null }, leftCents: number): number {
  return standing.percentOff === null ? standing.amountCents : Math.min(percentOfCents(leftCents, standing.percentOff), standing.maxCents ?? Number.POSITIVE_INFINITY);
}

export async function pricedCart(input: PricingInput, row: ShopCartRow, state: StorefrontCartState): Promise<StorefrontCart> {
  // One read of the prices for every line: the cart is priced by one version (ADR 160).
  const catalogue = await shopCatalogueAt(input.db, row.brandId, input.now);
  const lines = linesOf(catalogue, state);
  const categoryIds = [...new Set(lines.map((line) => TREATMENT_CATEGORIES[catalogue.byVariantId.get(line.variantId)!.product.category]))];
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineCents, 0);
  const discountCodes: StorefrontDiscountCode[] = [];
  let codeCents = 0;
  for (const code of state.discountCodes) {
    const standing = await judgeCartCode(input.db, { brandId: row.brandId, code, patientId: input.patientId, categoryIds }, input.now);
    const amountCents = standing.applicable ? discountCentsOf(subtotalCents - codeCents, codeCentsOf(standing, subtotalCents - codeCents)) : 0;
    codeCents += amountCents;
    discountCodes.push({ code, applicable: standing.applicable, amountCents, reason: standing.applicable ? null : standing.reason });
  }
  const taxCents =
    input.taxState === undefined || lines.length === 0
      ? null
      : (await input.taxEstimator.estimate({ state: input.taxState, taxableCents: taxableCentsOf(subtotalCents, discountCentsOf(subtotalCents, codeCents)) })).taxCents;
  const totals = shopCartTotals({ lineCents: lines.map((line) => line.lineCents), codeCents, taxCents });
  return {
    id: row.id,
    lines,
    discountCodes,
    ...totals,
    maxLines: SHOP_CART_MAX_LINES,
    maxQuantity: SHOP_LINE_MAX_QUANTITY,
    checkoutUrl: state.checkoutUrl ?? SHOP_CHECKOUT_PATH,
  };
}
