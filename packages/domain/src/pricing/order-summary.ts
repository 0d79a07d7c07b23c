import { formatLineAmount, formatUsd, ZERO_AMOUNT_LABELS } from './money';
import { lineItemLabel, type CardLine } from './card-pricing';
import { discountPercent, orderTotal, type OrderTotal } from './order-total';

/** Labels of the order summary (001 §2.4). */
export const ORDER_SUMMARY_LABELS = {
  trialBox: '30-day trial box',
  yourBox: 'Your box',
  nextBox: 'Your next box',
  shipping: 'Shipping',
  groundShipping: 'Ground Shipping',
  consultation: 'Dermatology consultation',
  handling: 'Handling fee',
  salesTax: 'Sales tax (estimated)',
  todaysTotal: "Today's total",
  accountCredit: 'Account credit',
} as const;

/** A product of the box as the summary lists it. */
export interface SummaryProduct {
  name: string;
  isRx: boolean;
  line: CardLine;
}

export interface OrderSummaryInput {
  products: readonly SummaryProduct[];
  consultation: number;
  shipping: number;
  handling: number;
  /** The claimed promo, if any: its code and amount in cents. */
  promotion?: { code: string; amount: number };
  /** Estimated tax in cents, for the checkout's "Sales tax (estimated)" line. */
  tax: number;
  /** The patient's usable account credit in cents (ADR 109); what the box uses of it is a row of its own. */
  credit?: number;
  /** The brand's no-tax-on-trials flag: the tax line replaces the handling fee line (001 §2.4). */
  showsSalesTaxInsteadOfHandling: boolean;
  /** Hair shows no promotion line (001 §2.3, §2.4). */
  category: 'skin' | 'hair';
  /** priceSummaryHeaderText, when the brand overrides the header. */
  headerText?: string;
}

export interface SummaryRow {
  label: string;
  /** As shown: dollars, or the line's zero word. */
  amount: string;
  /** The list price struck through when a sale lowers it. */
  originalAmount?: string;
  isRx?: boolean;
}

export interface OrderSummary {
  header: string;
  products: SummaryRow[];
  fees: SummaryRow[];
  promotion?: SummaryRow;
  /** "Account credit" and the (negative) amount it pays today, when it pays anything. */
  credit?: SummaryRow;
  total: OrderTotal;
  /** "Today's total" with the discount percentage when a promo applies (001 §2.2). */
  todaysTotal: { label: string; amount: string; discountPercent?: number };
}

/**
 * The order summary of 001 §2.4 from a priced box: the rows the selection and checkout pages show
 * and the totals they add up to (`orderTotal`), so what is shown is what is charged.
 */
export function orderSummary(input: OrderSummaryInput): OrderSummary {
  const products = input.products.map(({ name, isRx, line }) => ({
    label: lineItemLabel(name, line.isFullSize),
    amount: formatLineAmount(line.price.finalAmount, ZERO_AMOUNT_LABELS.item),
    ...(line.price.adjustmentAmount > 0 ? { originalAmount: formatUsd(line.price.originalAmount) } : {}),
    isRx,
  }));
  // Hair shows no promotion line, so nothing is taken off either.
  const promotion = input.category === 'hair' ? undefined : input.promotion;
  const taxReplacesHandling = input.showsSalesTaxInsteadOfHandling;
  const total = orderTotal(
    {
      consultation: input.consultation,
      shipping: input.shipping,
      // With the tax line shown instead, the handling fee is not charged on the trial.
      handling: taxReplacesHandling ? 0 : input.handling,
      itemFinalAmounts: input.products.map(({ line }) => line.price.finalAmount),
    },
    promotion?.amount ?? 0,
    taxReplacesHandling ? input.tax : 0,
    input.credit ?? 0,
  );
  const fees: SummaryRow[] = [
    { label: ORDER_SUMMARY_LABELS.shipping, amount: formatLineAmount(input.shipping, ZERO_AMOUNT_LABELS.shipping) },
    { label: ORDER_SUMMARY_LABELS.consultation, amount: formatLineAmount(input.consultation, ZERO_AMOUNT_LABELS.consultation) },
  ];
  if (taxReplacesHandling) {
    fees.push({ label: ORDER_SUMMARY_LABELS.salesTax, amount: formatUsd(input.tax) });
  } else if (input.handling > 0) {
    // A box without a handling fee (a subscription, a one-time cart) shows no "$0.00" row for it (ADR 103).
    fees.push({ label: ORDER_SUMMARY_LABELS.handling, amount: formatUsd(input.handling) });
  }
  const percent = discountPercent(total);
  return {
    header: input.headerText ?? ORDER_SUMMARY_LABELS.trialBox,
    products,
    fees,
    ...(promotion ? { promotion: { label: promotion.code, amount: formatUsd(-total.discount) } } : {}),
    ...(total.credit > 0 ? { credit: { label: ORDER_SUMMARY_LABELS.accountCredit, amount: formatUsd(-total.credit) } } : {}),
    total,
    todaysTotal: {
      label: ORDER_SUMMARY_LABELS.todaysTotal,
      amount: formatUsd(total.totalWithTax),
      ...(total.discount > 0 ? { discountPercent: percent } : {}),
    },
  };
}
