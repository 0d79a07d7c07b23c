import { SHOP_FREE_SHIPPING_FROM_CENTS, SHOP_SHIPPING_CENTS } from '../constants/storefront';

/**
 * A shop cart's figures in cents (ADR 152): the lines' sum, a code's amount (never more than the
 * subtotal), shipping (free from a subtotal after discounts) and the tax estimate when the state
 * is known. The cart page shows these and the checkout charges them, so they never differ.
 */

export interface ShopCartTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxEstimateCents: number | null;
  totalCents: number;
}

/** A line's amount: the unit price times the quantity. */
export const lineCentsOf = (unitCents: number, quantity: number): number => unitCents * quantity;

/** What the cart's subtotal gives off with a code worth `codeCents`. */
export const discountCentsOf = (subtotalCents: number, codeCents: number): number => Math.max(0, Math.min(subtotalCents, codeCents));

/** Shipping for a subtotal after discounts; an empty cart ships nothing. */
export function shippingCentsOf(discountedCents: number, lineCount: number): number {
  return lineCount === 0 || discountedCents >= SHOP_FREE_SHIPPING_FROM_CENTS ? 0 : SHOP_SHIPPING_CENTS;
}

/** The amount tax is estimated on: what the goods cost after the discount (shipping untaxed). */
export const taxableCentsOf = (subtotalCents: number, discountCents: number): number => subtotalCents - discountCents;

export function shopCartTotals(input: { lineCents: readonly number[]; codeCents: number; taxCents: number | null }): ShopCartTotals {
  const subtotalCents = input.lineCents.reduce((sum, cents) => sum + cents, 0);
  const discountCents = discountCentsOf(subtotalCents, input.codeCents);
  const shippingCents = shippingCentsOf(subtotalCents - discountCents, input.lineCents.length);
  const totalCents = subtotalCents - discountCents + shippingCents + (input.taxCents ?? 0);
  return { subtotalCents, discountCents, shippingCents, taxEstimateCents: input.taxCents, totalCents };
}
