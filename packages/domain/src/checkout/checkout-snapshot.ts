import type { IntroOfferId, PromotionClaim } from '../contracts/product-selection';
import type { OrderTotal } from '../pricing/order-total';

/** What a checkout sells: the trial box, a subscription's first box, or a one-time cart (001 §3 purchase types). */
export type PurchaseType = 'trial' | 'subscription' | 'cart';

export interface SnapshotLine {
  itemId: number;
  name: string;
  isRx: boolean;
  isFullSize: boolean;
  /** How many of the item (a shop cart's line, ADR 152); one when absent. The amounts are the line's. */
  quantity?: number;
  originalCents: number;
  finalCents: number;
}

export type InvoiceLineKind = 'product' | 'shipping' | 'consultation' | 'handling' | 'tax' | 'promotion' | 'credit';

/**
 * A checkout's priced box, written before the charge (ADR 106): everything the order, its invoice
 * and the subscription are made from, so a charge accepted while the process died still becomes
 * exactly the order the patient saw, whatever the prices are by then.
 */
export interface CheckoutSnapshot {
  purchaseType: PurchaseType;
  brandId: number;
  treatmentCategory: number;
  flow: string;
  introOfferId: IntroOfferId | null;
  /** Days between the later boxes (60, or 30 for small bottles); null for a cart. */
  cadenceDays: number | null;
  /** Days the trial's first shipment lasts, when the first renewal bills (`firstBoxSupplyDays`: 30, or 60 for a two-month supply); null without a trial. */
  trialDays: number | null;
  lines: SnapshotLine[];
  /** What each later box holds, at its regular full-size price. */
  nextBoxItems: { itemId: number; name: string; isRx: boolean; isRequired?: boolean; priceCents: number }[];
  /** The invoice's rows, as the order summary showed them; a promotion row is negative. */
  invoiceLines: { kind: InvoiceLineKind; label: string; amountCents: number }[];
  totals: OrderTotal;
  claim: PromotionClaim | null;
  shippingAddress: Record<string, string>;
  /** Set when the attempt bills a later box of a subscription rather than a checkout (ADR 114). */
  renewal?: { renewalId: number; subscriptionId: number; cycle: number };
}
