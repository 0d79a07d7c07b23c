import type { InvoiceLine } from '../selection/invoice-lines';
import type { SnapshotLine } from '../checkout/checkout-snapshot';
import { lineItemLabel } from '../pricing/card-pricing';
import { ORDER_SUMMARY_LABELS } from '../pricing/order-summary';
import { orderTotal, type OrderTotal } from '../pricing/order-total';

/** A product on a subscription's later boxes, at the price it was sold under. */
export interface BoxItem {
  itemId: number;
  name: string;
  isRx: boolean;
  priceCents: number;
}

export interface PricedRenewal {
  lines: SnapshotLine[];
  invoiceLines: InvoiceLine[];
  totals: OrderTotal;
}

/**
 * A later box of a subscription as an invoice (issue 13): its products at their subscription
 * prices, shipping free (001 §1: the full-size box is the products' price), the estimated sales
 * tax, and the account credit paying what it can (ADR 109). The same `orderTotal` as the
 * checkout, so a renewal and a first box add up by one rule.
 */
export function priceRenewalBox(items: readonly BoxItem[], figures: { taxCents: number; availableCreditCents: number }): PricedRenewal {
  const lines: SnapshotLine[] = items.map((item) => ({
    itemId: item.itemId,
    name: item.name,
    isRx: item.isRx,
    isFullSize: true,
    originalCents: item.priceCents,
    finalCents: item.priceCents,
  }));
  const totals = orderTotal(
    { consultation: 0, shipping: 0, handling: 0, itemFinalAmounts: lines.map((line) => line.finalCents) },
    0,
    figures.taxCents,
    figures.availableCreditCents,
  );
  const invoiceLines: InvoiceLine[] = [
    ...lines.map((line) => ({ kind: 'product' as const, label: lineItemLabel(line.name, line.isFullSize), amountCents: line.finalCents })),
    { kind: 'shipping', label: ORDER_SUMMARY_LABELS.shipping, amountCents: 0 },
    ...(figures.taxCents > 0 ? [{ kind: 'tax' as const, label: ORDER_SUMMARY_LABELS.salesTax, amountCents: figures.taxCents }] : []),
    ...(totals.credit > 0 ? [{ kind: 'credit' as const, label: ORDER_SUMMARY_LABELS.accountCredit, amountCents: -totals.credit }] : []),
  ];
  return { lines, invoiceLines, totals };
}

/** What the products of a box cost before tax and credit: the taxable amount of a renewal. */
export function boxSubtotalCents(items: readonly BoxItem[]): number {
  return items.reduce((sum, item) => sum + item.priceCents, 0);
}
