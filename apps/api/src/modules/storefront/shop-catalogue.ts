import type { CatalogueCard, CataloguePrices, ShopProduct, ShopVariant } from '@app/domain/contracts';
import { itemIdOfVariant, variantIdOf } from '@app/domain/resubscribe';
import type { Db } from '../../db/client';
import { CATALOGUE_CARDS, CATALOGUE_PRICES, catalogueAt, cardsOnSale, CODE_CATALOGUE, type CatalogueVersion } from '../catalogue';
import { isSoldByBrand, itemIdOfShopifyVariant, shopifyVariantIdOf } from './shop-assortment';

/**
 * The shop's products (issue 31 item 1, ADR 152): the catalogue's over-the-counter cards a brand
 * sells, each option (colour, tint) a variant at its full-size price and sale. Built once per brand
 * from the catalogue's data; where an admin's price change is in effect (ADR 160) or a product is
 * paused for new sales (ADR 161), built again from what a request read (a few products: cheaper
 * than keeping a cache true).
 */

export interface ShopVariantEntry {
  product: ShopProduct;
  variant: ShopVariant;
  itemId: number;
}

export interface ShopCatalogue {
  products: readonly ShopProduct[];
  byHandle: ReadonlyMap<string, ShopProduct>;
  /** By the shop's variant id: what an add may name. */
  byVariantId: ReadonlyMap<string, ShopVariantEntry>;
}

function variantsOf(card: CatalogueCard, prices: CataloguePrices): ShopVariant[] {
  const options = card.selectableOptions?.map((option) => ({ itemId: option.fullSizeItemId, name: option.name, colorHex: option.colorHex }));
  const items = options ?? (card.fullSizeItemId === undefined ? [] : [{ itemId: card.fullSizeItemId, name: null, colorHex: null }]);
  return items.flatMap(({ itemId, name, colorHex }) => {
    const price = prices.fullSizeItemPrices[itemId];
    if (!price) {
      return [];
    }
    return [{ variantId: variantIdOf(itemId), shopifyVariantId: shopifyVariantIdOf(itemId), optionName: name, colorHex, priceCents: price.finalAmount, compareAtCents: price.originalAmount }];
  });
}

function productOf(card: CatalogueCard, variants: ShopVariant[]): ShopProduct {
  return {
    id: card.id,
    handle: card.key,
    name: card.name,
    description: card.bodyDescription,
    category: card.category,
    rating: card.rating ?? null,
    numReviews: card.numReviews ?? null,
    image: card.images[0] ?? { name: card.key, ...card.thumbnailImage },
    optionLabel: card.selectableOptions ? (card.modal.selectableOptionName ?? null) : null,
    variants,
    modal: card.modal,
  };
}

function buildCatalogue(brandId: number, version: CatalogueVersion): ShopCatalogue {
  const products = cardsOnSale(CATALOGUE_CARDS, version).filter((card) => !card.isRx && isSoldByBrand(brandId, card.key)).flatMap((card) => {
    const variants = variantsOf(card, version.prices);
    return variants.length > 0 ? [productOf(card, variants)] : [];
  });
  const byVariantId = new Map<string, ShopVariantEntry>();
  for (const product of products) {
    for (const variant of product.variants) {
      byVariantId.set(variant.variantId, { product, variant, itemId: itemIdOfVariant(variant.variantId)! });
    }
  }
  return { products, byHandle: new Map(products.map((product) => [product.handle, product])), byVariantId };
}

const catalogues = new Map<number, ShopCatalogue>();

/** The brand's shop at the code's prices: what it sells (the products and variants an add may name); an unknown brand sells nothing. */
export function shopCatalogueOf(brandId: number): ShopCatalogue {
  let catalogue = catalogues.get(brandId);
  if (!catalogue) {
    catalogue = buildCatalogue(brandId, CODE_CATALOGUE);
    catalogues.set(brandId, catalogue);
  }
  return catalogue;
}

/** The brand's shop at `now` (one statement): its prices in effect, less the products paused for new sales, in the copy an admin set. */
export async function shopCatalogueAt(db: Db, brandId: number, now: Date): Promise<ShopCatalogue> {
  const version = await catalogueAt(db, brandId, now);
  const isCodes = version.prices === CATALOGUE_PRICES && version.pausedKeys.size === 0 && version.copies.size === 0;
  return isCodes ? shopCatalogueOf(brandId) : buildCatalogue(brandId, version);
}

/** Every variant any brand sells, for the Shopify adapter's translation. */
export function shopifyVariantIds(): { toShopify(variantId: string): string | undefined; fromShopify(gid: string): string | undefined } {
  return {
    toShopify: (variantId) => {
      const itemId = itemIdOfVariant(variantId);
      return itemId === undefined ? undefined : shopifyVariantIdOf(itemId);
    },
    fromShopify: (gid) => {
      const itemId = itemIdOfShopifyVariant(gid);
      return itemId === undefined ? undefined : variantIdOf(itemId);
    },
  };
}
