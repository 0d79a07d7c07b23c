import type { PromotionClaim } from '../contracts/product-selection';
import { fillTemplate } from '../formatting/fill-template';
import { RESUBSCRIBE_MESSAGES } from '../messages/resubscribe';
import { promotionEffect } from '../pricing/promotion-effects';
import { cardItemIds, MAX_SELECTION_LINES, selectionProblem } from '../selection/selection-rules';
import { cardOfItem, selectedProducts, selectionCardLine, type SelectionPricingData } from '../selection/selection-summary';

/**
 * The resubscribe shop's cart (000 §2, §4, §5; 001 §9; ADR 111): the box of a resubscription
 * visit, as item ids, priced as a subscription by the same functions as the selection page. The
 * page shows these figures and the server refuses a checkout with them, so they never differ.
 */

/** 000 §9, 001 §9: "resubscribe minimum $30", in cents. */
export const RESUBSCRIBE_MINIMUM_CENTS = 3000;
/** 001 §9: "A cart shows up to 10 lines." */
export const RESUBSCRIBE_MAX_LINES = MAX_SELECTION_LINES;

const TEXT = RESUBSCRIBE_MESSAGES.resubscribe;
const VARIANT_PREFIX = 'gid://teleskin/ProductVariant/';

/** A product variant's global id (000 §3 `shopifyVariantId`): its full-size item id last. */
export function variantIdOf(itemId: number): string {
  return `${VARIANT_PREFIX}${itemId}`;
}

/** The item id a variant id's last path segment names (001 §7.3), or undefined when it names none. */
export function itemIdOfVariant(variantId: string): number | undefined {
  const segment = variantId.split('/').at(-1) ?? '';
  return /^\d{1,9}$/.test(segment) ? Number(segment) : undefined;
}

export interface CartLine {
  itemId: number;
  variantId: string;
  name: string;
  isRx: boolean;
  isRequired: boolean;
  /** What the line costs in this box, after a FREETRIAL claim made it zero (001 §9). */
  priceCents: number;
  originalCents: number;
}

export interface CartPricingInput {
  data: SelectionPricingData;
  itemIds: readonly number[];
  requiredItemIds: readonly number[];
  claim: PromotionClaim | null;
}

/** The cart's lines in cart order, priced as a subscription with the claim's effect on its lines. */
export function cartLines(input: CartPricingInput): CartLine[] {
  const products = selectedProducts({ data: input.data, selectedItemIds: input.itemIds, purchaseContext: 'subscription' });
  const { products: shown } = promotionEffect(products, input.claim, input.data.treatmentCategory);
  return shown.map((product, index) => {
    const itemId = input.itemIds[index]!;
    return {
      itemId,
      variantId: variantIdOf(itemId),
      name: product.name,
      isRx: product.isRx,
      isRequired: input.requiredItemIds.includes(itemId),
      priceCents: product.line.price.finalAmount,
      originalCents: product.line.price.originalAmount,
    };
  });
}

/** 000 §2 "Subtotal": the lines as shown, added up. */
export function cartSubtotal(lines: readonly Pick<CartLine, 'priceCents'>[]): number {
  return lines.reduce((sum, line) => sum + line.priceCents, 0);
}

/** 000 §5: below $30 "Proceed to checkout" is disabled (and the server refuses the checkout). */
export function isBelowMinimum(subtotalCents: number): boolean {
  return subtotalCents < RESUBSCRIBE_MINIMUM_CENTS;
}

/** The price a product variant is shown at in the shop: its subscription (full-size) price. */
export function variantPriceCents(data: SelectionPricingData, itemId: number): number | undefined {
  const card = cardOfItem(data.cards, itemId);
  return card ? selectionCardLine(data, card, itemId, 'subscription')?.price.finalAmount : undefined;
}

/**
 * Why a cart cannot be checked out, or undefined: a required product missing (000 §4) or a
 * subtotal under the minimum (000 §5). Used by the shop's button and the server's refusal.
 */
export function checkoutProblem(input: CartPricingInput): string | undefined {
  const missing = input.requiredItemIds.find((itemId) => !input.itemIds.includes(itemId));
  if (missing !== undefined) {
    const name = cardOfItem(input.data.cards, missing)?.lineItemName ?? String(missing);
    return fillTemplate(TEXT.requiredNotRemovable, { name });
  }
  return isBelowMinimum(cartSubtotal(cartLines(input))) ? TEXT.minimumOrder : undefined;
}

export type CartChange = { add?: number | undefined; remove?: number | undefined };
export type CartChangeResult = { ok: true; itemIds: number[] } | { ok: false; message: string };

/**
 * Adds and removes one variant each (001 §7.3 "visit order update"): an item not offered is
 * refused, a required one cannot be removed (000 §4), an added colour of a product already in the
 * cart replaces its other colour, and the cart keeps at most 10 lines (001 §9). Removing what is
 * not in the cart and adding what is change nothing, so a repeated request is harmless.
 */
export function changeCart(itemIds: readonly number[], change: CartChange, input: Pick<CartPricingInput, 'data' | 'requiredItemIds'>): CartChangeResult {
  const { cards } = input.data;
  if (change.add === undefined && change.remove === undefined) {
    return { ok: false, message: TEXT.nothingToChange };
  }
  const added = change.add === undefined ? undefined : cardOfItem(cards, change.add);
  if ((change.add !== undefined && !added) || (change.remove !== undefined && !cardOfItem(cards, change.remove))) {
    return { ok: false, message: TEXT.unknownVariant };
  }
  let next = [...itemIds];
  if (change.remove !== undefined) {
    if (input.requiredItemIds.includes(change.remove)) {
      return { ok: false, message: fillTemplate(TEXT.requiredNotRemovable, { name: cardOfItem(cards, change.remove)!.lineItemName }) };
    }
    next = next.filter((itemId) => itemId !== change.remove);
  }
  if (added && change.add !== undefined && !next.includes(change.add)) {
    const sameCard = cardItemIds(added);
    const replaced = next.findIndex((itemId) => sameCard.includes(itemId));
    if (replaced >= 0 && input.requiredItemIds.includes(next[replaced]!)) {
      return { ok: false, message: fillTemplate(TEXT.requiredNotRemovable, { name: added.lineItemName }) };
    }
    next = replaced >= 0 ? next.map((itemId, index) => (index === replaced ? change.add! : itemId)) : [...next, change.add];
  }
  const problem = selectionProblem(next, cards, { context: 'subscription' });
  if (problem) {
    return { ok: false, message: next.length > RESUBSCRIBE_MAX_LINES ? fillTemplate(TEXT.cartLimit, { max: RESUBSCRIBE_MAX_LINES }) : problem };
  }
  return { ok: true, itemIds: next };
}
