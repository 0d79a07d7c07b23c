import type { Db } from '../../db/client';
import type { CheckoutAttemptRow, InvoiceRow, OrderRow } from '../../db/schema/index';
import type { Charge } from '../payments';
import { findInvoiceOfOrder, findOrderOfShopCart, insertInvoice, insertOrder } from './orders.repository';

export interface PaidOrderRecord {
  attempt: CheckoutAttemptRow;
  charge: Charge | null;
  vendor: string | null;
  /** The subscription the box belongs to; null for a cart order. */
  subscriptionId: number | null;
  now: Date;
}

/**
 * The order and its invoice of an attempt whose charge was accepted (or nothing was due), written
 * from the attempt's snapshot (ADR 106) in the caller's transaction. The unique order per attempt
 * and per visit checkout refuse a second one with a unique violation, which the caller reads.
 */
export async function recordPaidOrder(tx: Db, { attempt, charge, vendor, subscriptionId, now }: PaidOrderRecord): Promise<{ order: OrderRow; invoice: InvoiceRow }> {
  const { snapshot } = attempt;
  // Snapshots written before account credit existed carry no credit figure.
  const creditCents = snapshot.totals.credit ?? 0;
  const order = await insertOrder(
    tx,
    {
      patientId: attempt.patientId,
      visitId: attempt.visitId,
      shopCartId: attempt.shopCartId,
      subscriptionId,
      checkoutAttemptId: attempt.id,
      kind: snapshot.renewal ? 'renewal' : snapshot.purchaseType,
      status: 'paid',
      shippingAddress: snapshot.shippingAddress,
      // The clock's time (ADR 110), as the invoice's and the shipment's.
      createdAt: now,
    },
    snapshot.lines.map((line, position) => ({ ...line, position })),
  );
  const invoice = await insertInvoice(
    tx,
    {
      orderId: order.id,
      patientId: attempt.patientId,
      subtotalCents: snapshot.totals.subtotal,
      discountCents: snapshot.totals.discount,
      taxCents: snapshot.totals.totalWithTax + creditCents - snapshot.totals.total,
      creditCents,
      totalCents: snapshot.totals.totalWithTax,
      promotionCodeId: snapshot.claim?.promotionCodeId ?? null,
      vendor: charge ? vendor : null,
      chargeRef: charge?.chargeId ?? null,
      status: 'paid',
      paidAt: now,
    },
    snapshot.invoiceLines.map((line, position) => ({ ...line, position })),
  );
  return { order, invoice };
}

/** The invoice's id of an order that exists (every order is written with its invoice). */
export async function invoiceIdOfOrder(db: Db, orderId: number): Promise<number> {
  const invoice = await findInvoiceOfOrder(db, orderId);
  return invoice!.id;
}

/** Whether a shop cart has become an order (the storefront closes such a cart, ADR 152). */
export async function isShopCartOrdered(db: Db, shopCartId: string): Promise<boolean> {
  return (await findOrderOfShopCart(db, shopCartId)) !== undefined;
}
