import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { withTransaction } from '../../db/transaction';
import type { CheckoutAttemptRow } from '../../db/schema/index';
import { recordAudit, type AuditActor } from '../audit';
import type { Charge } from '../payments';
import { applyCreditToInvoice, redeemClaim, recordReferralFirstBoxPaid } from '../promotions';
import { reportVisitFactById } from '../visits';
import { lockAttempt, setAttemptStatus } from './checkout-attempts.repository';
import { openShipment } from '../shipments';
import { invoiceIdOfOrder, recordPaidOrder } from '../orders';
import { recordRenewalPaid, confirmFirstBox, startSubscription } from '../subscriptions';

/**
 * A reason the paid box cannot become an order (the visit was already activated by another
 * attempt, the promotion claim is gone): the charge must be voided, never kept without its order.
 */
export class CompletionRefusedError extends Error {
  override readonly name = 'CompletionRefusedError';
}

export interface CompletedOrder {
  orderId: number;
  invoiceId: number;
}

/**
 * Turns a checkout attempt, its charge accepted (or nothing due), into the subscription, the order,
 * the invoice with the summary's rows, the redeemed claim, the visit's checkout step and its
 * session-bag flags: in one transaction, from the attempt's snapshot (ADR 106). The request that
 * charged calls it, and so does the reconciliation pass for an attempt whose process died; the
 * row lock and the unique order per attempt make the second caller find the first one's order.
 * A job completing it names itself (`by`): the order's audit row is written in its transaction
 * (ADR 116); a request's is its own request row, a renewal's the renewal's `renewal.charge`.
 */
export async function completeAttempt(
  db: Db,
  attemptId: number,
  charge: Charge | null,
  vendor: string | null,
  now = new Date(),
  by?: AuditActor,
): Promise<CompletedOrder> {
  return withTransaction(db, async (tx) => {
    const attempt = await lockAttempt(tx, attemptId);
    if (!attempt) {
      throw new CompletionRefusedError('no such checkout attempt');
    }
    if (attempt.status === 'completed' && attempt.orderId !== null) {
      return { orderId: attempt.orderId, invoiceId: await invoiceIdOfOrder(tx, attempt.orderId) };
    }
    if (attempt.status !== 'pending') {
      throw new CompletionRefusedError(`attempt is ${attempt.status}`);
    }
    const completed = await writeOrder(tx, attempt, charge, vendor, now).catch((error: unknown) => {
      // Another attempt of the same visit completed first (two tabs): this one's charge is voided.
      throw isUniqueViolation(error) ? new CompletionRefusedError(MESSAGES.payment.alreadyActivated) : error;
    });
    await setAttemptStatus(tx, attempt.id, { status: 'completed', orderId: completed.orderId, chargeRef: charge?.chargeId ?? null });
    if (by) {
      await recordAudit(tx, { actor: by, action: 'order.complete', patientId: attempt.patientId, subject: { attemptId: attempt.id, orderId: completed.orderId } });
    }
    return completed;
  });
}

async function writeOrder(tx: Db, attempt: CheckoutAttemptRow, charge: Charge | null, vendor: string | null, now: Date): Promise<CompletedOrder> {
  const snapshot = attempt.snapshot;
  const { renewal } = snapshot;
  // A renewal bills the subscription it names; a checkout of a trial or a subscription starts one.
  const started =
    renewal || snapshot.purchaseType === 'cart' || snapshot.cadenceDays === null || attempt.visitId === null
      ? undefined
      : await startSubscription(
            tx,
            {
              patientId: attempt.patientId,
              visitId: attempt.visitId,
              brandId: snapshot.brandId,
              treatmentCategory: snapshot.treatmentCategory,
              state: snapshot.shippingAddress.state ?? null,
              cadenceDays: snapshot.cadenceDays,
              trialDays: snapshot.trialDays,
              introOfferId: snapshot.introOfferId,
              paymentMethodId: attempt.paymentMethodId!,
              items: snapshot.nextBoxItems.map((item, position) => ({ ...item, isRequired: item.isRequired ?? item.isRx, position })),
            },
            now,
          );
  const subscriptionId = renewal?.subscriptionId ?? started?.id ?? null;
  const { order, invoice } = await recordPaidOrder(tx, { attempt, charge, vendor, subscriptionId, now });
  if (snapshot.claim && !(await redeemClaim(tx, attempt.patientId, snapshot.claim, order.id, now))) {
    throw new CompletionRefusedError(MESSAGES.payment.promotionGone);
  }
  if (!(await applyCreditToInvoice(tx, attempt.patientId, invoice.id, invoice.creditCents, now))) {
    throw new CompletionRefusedError(MESSAGES.payment.creditGone);
  }
  // The pharmacy is asked by the shipments job, never inside the order's transaction.
  await openShipment(tx, { orderId: order.id, patientId: attempt.patientId, createdAt: now });
  if (renewal) {
    await recordRenewalPaid(tx, { renewalId: renewal.renewalId, orderId: order.id, totalCents: snapshot.totals.totalWithTax }, now);
    return { orderId: order.id, invoiceId: invoice.id };
  }
  if (started) {
    await confirmFirstBox(tx, started, { orderId: order.id, totalCents: snapshot.totals.totalWithTax }, now);
  }
  if (attempt.visitId === null) {
    // A shop cart's order (ADR 152): no first box for a referral, no visit to move on; the cart
    // is closed by its order.
    return { orderId: order.id, invoiceId: invoice.id };
  }
  await recordReferralFirstBoxPaid(tx, attempt.patientId, order.id, now);
  await reportVisitFactById(tx, attempt.visitId, 'checkoutCompleted', true);
  if (snapshot.purchaseType === 'trial') {
    // The session bag's hasActivatedTrial (001 §3) is read from this fact, never from the browser.
    await reportVisitFactById(tx, attempt.visitId, 'trialActivated', true);
  }
  return { orderId: order.id, invoiceId: invoice.id };
}
