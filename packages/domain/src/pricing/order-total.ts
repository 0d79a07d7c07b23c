import { requireCents } from './money';

/** A price entry of an item id (001 §3): the list price, the adjustment taken off it, what is charged. */
export interface PriceEntry {
  originalAmount: number;
  adjustmentAmount: number;
  finalAmount: number;
}

/** What a box costs before any promo, in cents: the fees of 001 §9 and each item's final amount. */
export interface OrderCharges {
  consultation: number;
  shipping: number;
  handling: number;
  itemFinalAmounts: readonly number[];
}

/** A box's figures in cents; `total` is always the sum of the charges less `discount`. */
export interface OrderTotal {
  subtotal: number;
  /** The promo actually taken off: never more than the subtotal, so the total is never below 0. */
  discount: number;
  total: number;
  /** The account credit used (ADR 109): never more than `total` plus tax, so nothing goes below 0. */
  credit: number;
  /** What is charged today: `total` plus the estimated sales tax, less the account credit used. */
  totalWithTax: number;
}

/**
 * The trial total of 001 §9: consultation + shipping + handling + the items' final amounts, less
 * the promo (never below 0), with tax added for the with-tax total, less the account credit
 * available (never below 0 either). The browser shows it and the
 * server charges it; neither takes a figure from the other.
 */
export function orderTotal(charges: OrderCharges, promoAmount = 0, tax = 0, availableCredit = 0): OrderTotal {
  requireCents('consultation', charges.consultation);
  requireCents('shipping', charges.shipping);
  requireCents('handling', charges.handling);
  charges.itemFinalAmounts.forEach((amount, index) => requireCents(`item ${index}`, amount));
  requireCents('promo', promoAmount);
  requireCents('tax', tax);
  requireCents('credit', availableCredit);
  const items = charges.itemFinalAmounts.reduce((sum, amount) => sum + amount, 0);
  const subtotal = charges.consultation + charges.shipping + charges.handling + items;
  const discount = Math.min(promoAmount, subtotal);
  const total = subtotal - discount;
  // Credit pays after the promo and the tax, like a payment: the rest of it carries over.
  const credit = Math.min(availableCredit, total + tax);
  return { subtotal, discount, total, credit, totalWithTax: total + tax - credit };
}

/** The discount as a whole percentage of the subtotal, for "Today's total" (001 §2.2); 0 without one. */
export function discountPercent({ subtotal, discount }: Pick<OrderTotal, 'subtotal' | 'discount'>): number {
  return subtotal === 0 ? 0 : Math.round((discount / subtotal) * 100);
}
