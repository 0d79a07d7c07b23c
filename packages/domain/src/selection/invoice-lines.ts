import type { InvoiceLineKind, SnapshotLine } from '../checkout/checkout-snapshot';
import { lineItemLabel } from '../pricing/card-pricing';
import { ORDER_SUMMARY_LABELS } from '../pricing/order-summary';
import type { OrderTotal } from '../pricing/order-total';
import { promotionEffect } from '../pricing/promotion-effects';
import { selectedProducts, summarizeSelection, type SelectionSummaryInput } from './selection-summary';

export interface InvoiceLine {
  kind: InvoiceLineKind;
  label: string;
  /** Cents; a promotion row is negative. */
  amountCents: number;
}

export interface PricedSelection {
  lines: SnapshotLine[];
  invoiceLines: InvoiceLine[];
  totals: OrderTotal;
  /** What the claim takes off this box in all (its row, or its cut of product lines): a percent code's given amount (ADR 166). */
  promotionCents: number;
}

/**
 * A selection as an invoice (ADR 106): its products as charged (the promotion's effect on a line
 * included) and the rows of the order summary in cents, which add up to what is charged today,
 * `totals.totalWithTax`. The same rows the page showed, so the invoice reads like the summary.
 */
export function priceSelection(input: SelectionSummaryInput): PricedSelection {
  const { data } = input;
  const summary = summarizeSelection(input);
  const { products, promotion, linesCentsOff } = promotionEffect(selectedProducts(input), input.claim, data.treatmentCategory);
  const lines: SnapshotLine[] = products.map((product) => ({
    itemId: product.line.itemId,
    name: product.name,
    isRx: product.isRx,
    isFullSize: product.line.isFullSize,
    originalCents: product.line.price.originalAmount,
    finalCents: product.line.price.finalAmount,
  }));
  const taxReplacesHandling = data.flags.noTaxOnTrials;
  const invoiceLines: InvoiceLine[] = [
    ...lines.map((line) => ({ kind: 'product' as const, label: lineItemLabel(line.name, line.isFullSize), amountCents: line.finalCents })),
    { kind: 'shipping', label: ORDER_SUMMARY_LABELS.shipping, amountCents: data.shipping },
    { kind: 'consultation', label: ORDER_SUMMARY_LABELS.consultation, amountCents: data.dermatologyConsultation },
    ...(taxReplacesHandling
      ? [{ kind: 'tax' as const, label: ORDER_SUMMARY_LABELS.salesTax, amountCents: input.tax }]
      : data.handling > 0
        ? [{ kind: 'handling' as const, label: ORDER_SUMMARY_LABELS.handling, amountCents: data.handling }]
        : []),
    ...(promotion ? [{ kind: 'promotion' as const, label: promotion.code, amountCents: -summary.total.discount }] : []),
    ...(summary.total.credit > 0 ? [{ kind: 'credit' as const, label: ORDER_SUMMARY_LABELS.accountCredit, amountCents: -summary.total.credit }] : []),
  ];
  return { lines, invoiceLines, totals: summary.total, promotionCents: (promotion ? summary.total.discount : 0) + linesCentsOff };
}
