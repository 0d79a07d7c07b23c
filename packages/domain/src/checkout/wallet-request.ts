import { ORDER_SUMMARY_LABELS } from '../pricing/order-summary';

/** A line of the wallet's payment sheet, in cents (the Payment Request API's displayItems). */
export interface WalletLine {
  label: string;
  amountCents: number;
  /** Shown for information, not part of what is paid now (the next box). */
  isPending?: boolean;
}

export interface WalletRequest {
  country: 'US';
  currency: 'usd';
  total: WalletLine;
  displayItems: WalletLine[];
  shippingOptions: { id: 'basic'; label: string; amountCents: number }[];
  requestPayerName: true;
  requestPayerPhone: true;
  requestPayerEmail: false;
  requestShipping: true;
}

/**
 * The wallet payment request of 001 §9: country US, currency usd; the box (its header), the
 * discount (negative), shipping (shipping and handling together), the handling fee, and "Your next
 * box"; one "Ground Shipping" option (id basic); payer name, phone and shipping address, not email.
 * The total is what is charged today, the same figure as "Today's total".
 */
export function walletPaymentRequest(input: {
  header: string;
  itemsCents: number;
  discountCents: number;
  shippingCents: number;
  consultationCents?: number;
  handlingCents: number;
  taxCents: number;
  totalCents: number;
  nextBoxCents: number | undefined;
}): WalletRequest {
  const displayItems: WalletLine[] = [
    { label: input.header, amountCents: input.itemsCents },
    ...(input.discountCents > 0 ? [{ label: 'Discount', amountCents: -input.discountCents }] : []),
    { label: ORDER_SUMMARY_LABELS.shipping, amountCents: input.shippingCents + input.handlingCents },
    ...(input.consultationCents ? [{ label: ORDER_SUMMARY_LABELS.consultation, amountCents: input.consultationCents }] : []),
    // Already in the shipping line above: listed so the fee is named, as the order summary names it.
    ...(input.handlingCents > 0 ? [{ label: ORDER_SUMMARY_LABELS.handling, amountCents: input.handlingCents, isPending: true }] : []),
    ...(input.taxCents > 0 ? [{ label: ORDER_SUMMARY_LABELS.salesTax, amountCents: input.taxCents }] : []),
    ...(input.nextBoxCents === undefined ? [] : [{ label: ORDER_SUMMARY_LABELS.nextBox, amountCents: input.nextBoxCents, isPending: true }]),
  ];
  return walletSheet({ label: ORDER_SUMMARY_LABELS.todaysTotal, amountCents: input.totalCents }, displayItems);
}

/**
 * A payment sheet of 001 §9 around any purchase's lines and total (a visit's box above, a shop's
 * cart): country US, currency usd, one "Ground Shipping" option (id basic), payer name, phone and
 * shipping address, not email. The total is what is charged.
 */
export function walletSheet(total: WalletLine, displayItems: WalletLine[]): WalletRequest {
  return {
    country: 'US',
    currency: 'usd',
    total,
    displayItems,
    shippingOptions: [{ id: 'basic', label: ORDER_SUMMARY_LABELS.groundShipping, amountCents: 0 }],
    requestPayerName: true,
    requestPayerPhone: true,
    requestPayerEmail: false,
    requestShipping: true,
  };
}
