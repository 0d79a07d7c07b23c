import type { InvoiceLineKind, SnapshotLine } from '../checkout/checkout-snapshot';
import { ORDER_SUMMARY_LABELS } from '../pricing/order-summary';
import type { OrderTotal } from '../pricing/order-total';
import { lineCentsOf, shopCartTotals } from './shop-cart-totals';

/**
 * A shop cart as the order its checkout writes (ADR 152): its lines with their quantities, the
 * invoice's rows (products, shipping, the code, the tax) that add up to what is charged, and the
 * totals, all from the same figures as the cart page (`shopCartTotals`). Account credit is not
 * spent on the shop (ours): it stays for the prescription boxes it was given for.
 */

export interface ShopOrderLineInput {
  itemId: number;
  name: string;
  quantity: number;
  unitCents: number;
  compareAtUnitCents: number;
}

export interface ShopOrder {
  lines: SnapshotLine[];
  invoiceLines: { kind: InvoiceLineKind; label: string; amountCents: number }[];
  totals: OrderTotal;
}

/** "Gentle Body Wash × 2"; one of a kind is just its name. */
export const shopLineLabel = (name: string, quantity: number): string => (quantity > 1 ? `${name} × ${quantity}` : name);

export function shopOrderOf(input: { lines: readonly ShopOrderLineInput[]; code: { code: string; cents: number } | null; taxCents: number }): ShopOrder {
  const lines: SnapshotLine[] = input.lines.map((line) => ({
    itemId: line.itemId,
    name: line.name,
    isRx: false,
    isFullSize: true,
    quantity: line.quantity,
    originalCents: lineCentsOf(line.compareAtUnitCents, line.quantity),
    finalCents: lineCentsOf(line.unitCents, line.quantity),
  }));
  const figures = shopCartTotals({ lineCents: lines.map((line) => line.finalCents), codeCents: input.code?.cents ?? 0, taxCents: input.taxCents });
  // An order's subtotal is everything before the promotion, shipping included (`orderTotal`'s), so
  // its invoice reads subtotal - discount + tax = total like every other.
  const subtotal = figures.subtotalCents + figures.shippingCents;
  const total = subtotal - figures.discountCents;
  const invoiceLines: ShopOrder['invoiceLines'] = [
    ...lines.map((line, index) => ({ kind: 'product' as const, label: shopLineLabel(line.name, input.lines[index]!.quantity), amountCents: line.finalCents })),
    { kind: 'shipping', label: ORDER_SUMMARY_LABELS.shipping, amountCents: figures.shippingCents },
    ...(input.code && figures.discountCents > 0 ? [{ kind: 'promotion' as const, label: input.code.code, amountCents: -figures.discountCents }] : []),
    ...(input.taxCents > 0 ? [{ kind: 'tax' as const, label: ORDER_SUMMARY_LABELS.salesTax, amountCents: input.taxCents }] : []),
  ];
  return {
    lines,
    invoiceLines,
    totals: { subtotal, discount: figures.discountCents, total, credit: 0, totalWithTax: total + input.taxCents },
  };
}
