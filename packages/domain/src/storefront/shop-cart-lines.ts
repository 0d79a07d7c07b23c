import { SHOP_CART_MAX_LINES, SHOP_LINE_MAX_QUANTITY } from '../constants/storefront';
import { fillTemplate } from '../formatting/fill-template';
import { STOREFRONT_MESSAGES } from '../messages/storefront';

/**
 * What a cart's lines become after an add or a sign-in (ADR 152), as pure functions the server
 * runs under the cart's lock: an add that would make an 11th line or a quantity above the most is
 * refused whole, so nothing is stored half-way; a visitor's cart merged into an account's keeps
 * what fits and says how much did not.
 */

const TEXT = STOREFRONT_MESSAGES.storefront;

/** A line as the rules see it: the variant it sells and how many. */
export interface CartQuantity {
  variantId: string;
  quantity: number;
}

export type LinesChange = { ok: true; lines: CartQuantity[] } | { ok: false; message: string };

export const tooManyLinesMessage = (): string => fillTemplate(TEXT.tooManyLines, { max: SHOP_CART_MAX_LINES });
export const quantityRangeMessage = (): string => fillTemplate(TEXT.quantityRange, { max: SHOP_LINE_MAX_QUANTITY });

/** A quantity one line may hold: a whole number from 1 to the most. */
export const isShopQuantity = (quantity: number): boolean => Number.isInteger(quantity) && quantity >= 1 && quantity <= SHOP_LINE_MAX_QUANTITY;

/** The cart after adding `adding` to `existing`: a variant already there gains the quantity; order is kept. */
export function addCartLines(existing: readonly CartQuantity[], adding: readonly CartQuantity[]): LinesChange {
  const lines = existing.map((line) => ({ ...line }));
  for (const add of adding) {
    if (!isShopQuantity(add.quantity)) {
      return { ok: false, message: quantityRangeMessage() };
    }
    const line = lines.find((candidate) => candidate.variantId === add.variantId);
    if (line) {
      line.quantity += add.quantity;
      if (!isShopQuantity(line.quantity)) {
        return { ok: false, message: quantityRangeMessage() };
      }
    } else {
      lines.push({ ...add });
    }
  }
  return lines.length > SHOP_CART_MAX_LINES ? { ok: false, message: tooManyLinesMessage() } : { ok: true, lines };
}

/**
 * A visitor's cart joined into the account's at sign-in: the account's lines first, the visitor's
 * quantities added to them up to the most, new lines while they fit. `dropped` counts the visitor's
 * lines that did not fit, for the page to say so.
 */
export function mergeCartLines(account: readonly CartQuantity[], visitor: readonly CartQuantity[]): { lines: CartQuantity[]; dropped: number } {
  const lines = account.map((line) => ({ ...line }));
  let dropped = 0;
  for (const add of visitor) {
    const line = lines.find((candidate) => candidate.variantId === add.variantId);
    if (line) {
      line.quantity = Math.min(SHOP_LINE_MAX_QUANTITY, line.quantity + add.quantity);
    } else if (lines.length < SHOP_CART_MAX_LINES) {
      lines.push({ variantId: add.variantId, quantity: Math.min(SHOP_LINE_MAX_QUANTITY, add.quantity) });
    } else {
      dropped += 1;
    }
  }
  return { lines, dropped };
}
