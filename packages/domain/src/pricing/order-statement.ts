import type { InvoiceLineKind } from '../checkout/checkout-snapshot';
import { lineItemLabel } from './card-pricing';
import { ORDER_SUMMARY_LABELS } from './order-summary';

/** One line of an order's statement, in cents: a product, a fee, or what came off (negative). */
export interface StatementLine {
  kind: InvoiceLineKind;
  label: string;
  amountCents: number;
  /** A prescription product (only ever true on a product line). */
  isRx: boolean;
}

/** What an order was sold as: its products, and its invoice's figures and stored rows. */
export interface StatementOrder {
  lines: readonly { name: string; isRx: boolean; isFullSize: boolean; finalCents: number }[];
  invoice: {
    totalCents: number;
    discountCents: number;
    creditCents: number;
    taxCents: number;
    /** The rows the order summary showed (ADR 106); none on an invoice written before they were stored. */
    lines: readonly { kind: string; label: string; amountCents: number }[];
  } | null;
}

/** Labels of the lines the statement adds for figures the stored rows do not show. */
export const STATEMENT_LABELS = { fees: 'Shipping and fees', promotion: 'Promotion' } as const;

const INVOICE_LINE_KINDS: readonly InvoiceLineKind[] = ['product', 'shipping', 'consultation', 'handling', 'tax', 'promotion', 'credit'];
const kindOf = (kind: string): InvoiceLineKind => INVOICE_LINE_KINDS.find((known) => known === kind) ?? 'handling';

/**
 * An order's statement (issue 29 item 6): lines that add up to its invoice's total, fees,
 * promotion, tax and credit included. The invoice's stored rows as the summary showed them, with a
 * line for each of its figures (promotion, tax, credit) that no row shows; an invoice without rows
 * lists the products and one line for the fees they leave (its subtotal less the products). The
 * products' order lines stand in for the product rows, in the same order, to tell which is an Rx.
 * Without an invoice, the products as sold.
 */
export function orderStatement(order: StatementOrder): StatementLine[] {
  const products = order.lines.map((line) => ({ kind: 'product' as const, label: lineItemLabel(line.name, line.isFullSize), amountCents: line.finalCents, isRx: line.isRx }));
  const { invoice } = order;
  if (!invoice) {
    return products;
  }
  const rxFlags = order.lines.map((line) => line.isRx);
  let productIndex = 0;
  const rows: StatementLine[] = invoice.lines.map((row) => {
    const kind = kindOf(row.kind);
    return { kind, label: row.label, amountCents: row.amountCents, isRx: kind === 'product' ? (rxFlags[productIndex++] ?? false) : false };
  });
  const has = (kind: InvoiceLineKind) => rows.some((row) => row.kind === kind);
  const extra = (kind: InvoiceLineKind, label: string, amountCents: number): StatementLine[] => (amountCents !== 0 && !has(kind) ? [{ kind, label, amountCents, isRx: false }] : []);
  const base = rows.length > 0 ? rows : products;
  const shown = base.reduce((sum, line) => sum + line.amountCents, 0);
  // What the invoice's subtotal holds beyond the lines listed (fees of an invoice without rows).
  const fees = invoice.totalCents + invoice.discountCents - invoice.taxCents + invoice.creditCents - shown;
  return [
    ...base,
    ...(rows.length > 0 ? [] : extra('handling', STATEMENT_LABELS.fees, fees)),
    ...extra('promotion', STATEMENT_LABELS.promotion, -invoice.discountCents),
    ...extra('tax', ORDER_SUMMARY_LABELS.salesTax, invoice.taxCents),
    ...extra('credit', ORDER_SUMMARY_LABELS.accountCredit, -invoice.creditCents),
  ];
}
