import type { Db } from '../../db/client';
import type { NewRefundRow, RefundRow } from '../../db/schema/index';
import { RefundRefusedError, type PaymentGateway } from './payment-gateway';
import type { PaymentProcessors } from './payment-processors';
import {
  claimPendingRefund,
  findRefund,
  findRefundByKey,
  findRefundsOfInvoices,
  findStalePendingRefunds,
  insertRefund,
  releaseRefundLease,
  reservedCentsOfInvoice,
  settlePendingRefund,
} from './refunds.repository';

/**
 * Refunds of charges (ADR 119): recorded `pending` with their idempotency key before the processor
 * is asked, settled with its answer. The caller (the operator console) holds the charge's lock while
 * it weighs and records a refund, and writes the audit rows in the same transactions.
 */

export type { RefundRow };

/** How long one request may ask the processor before another may ask again under the same key. */
export const REFUND_SENDING_LEASE_MS = 120_000;

const KEY_PREFIX = 'rfd_';

/** The processor's idempotency key of the console's request key. */
export const refundIdempotencyKeyOf = (requestKey: string): string => `${KEY_PREFIX}${requestKey}`;
/** The console's request key back from a refund row, to finish a pending refund with it. */
export const requestKeyOf = (refund: Pick<RefundRow, 'idempotencyKey'>): string => refund.idempotencyKey.slice(KEY_PREFIX.length);

export function refundOfRequest(db: Db, requestKey: string): Promise<RefundRow | undefined> {
  return findRefundByKey(db, refundIdempotencyKeyOf(requestKey));
}

/** What done and pending refunds hold of a charge; call it under the charge's lock. */
export function reservedCentsOf(tx: Db, invoiceId: number): Promise<number> {
  return reservedCentsOfInvoice(tx, invoiceId);
}

/** Records a refund as pending, in the caller's transaction (under the charge's lock). */
export function recordPendingRefund(tx: Db, row: Omit<NewRefundRow, 'status' | 'idempotencyKey'> & { requestKey: string }): Promise<RefundRow> {
  const { requestKey, ...values } = row;
  return insertRefund(tx, { ...values, idempotencyKey: refundIdempotencyKeyOf(requestKey), status: 'pending' });
}

export function refundsOfCharges(db: Db, invoiceIds: readonly number[]): Promise<RefundRow[]> {
  return findRefundsOfInvoices(db, invoiceIds);
}

/** The processor's answer to a refund: done with its reference, refused with its words, or not heard (an outage). */
export type ProcessorAnswer = { kind: 'refunded'; refundRef: string } | { kind: 'refused'; message: string } | { kind: 'unanswered' } | { kind: 'busy'; refund: RefundRow };

/**
 * Asks the refund's processor once, under a lease on the row so a second request for the same
 * refund does not ask too (`busy`, or the row already settled); the key makes a repeat after a lost
 * answer safe at the processor. Nothing is written here but the lease: the caller settles the row
 * with `settleRefund` in its own transaction.
 */
export async function askProcessorToRefund(db: Db, processors: PaymentProcessors, refund: RefundRow, now: Date): Promise<ProcessorAnswer> {
  const claimed = await claimPendingRefund(db, refund.id, now, new Date(now.getTime() + REFUND_SENDING_LEASE_MS));
  if (!claimed) {
    return { kind: 'busy', refund: (await findRefund(db, refund.id)) ?? refund };
  }
  const gateway: PaymentGateway | undefined = processors.byVendor(claimed.vendor);
  if (!gateway) {
    await releaseRefundLease(db, claimed.id);
    return { kind: 'unanswered' };
  }
  try {
    const answer = await gateway.refund({ chargeId: claimed.chargeRef, amountCents: claimed.amountCents, idempotencyKey: claimed.idempotencyKey });
    return { kind: 'refunded', refundRef: answer.refundId };
  } catch (error) {
    if (error instanceof RefundRefusedError) {
      return { kind: 'refused', message: error.message };
    }
    await releaseRefundLease(db, claimed.id);
    return { kind: 'unanswered' };
  }
}

/** Settles a pending refund with the processor's answer, in the caller's transaction; undefined when it was settled already. */
export function settleRefund(tx: Db, refundId: number, answer: Extract<ProcessorAnswer, { kind: 'refunded' | 'refused' }>, now: Date): Promise<RefundRow | undefined> {
  return settlePendingRefund(
    tx,
    refundId,
    answer.kind === 'refunded'
      ? { status: 'succeeded', refundRef: answer.refundRef, failureMessage: null, settledAt: now }
      : { status: 'failed', refundRef: null, failureMessage: answer.message, settledAt: now },
  );
}

/** Refunds a pass should finish: pending for more than `ageMs` and asked by nobody now, oldest first. */
export function stalePendingRefunds(db: Db, now: Date, ageMs: number, limit: number): Promise<RefundRow[]> {
  return findStalePendingRefunds(db, new Date(now.getTime() - ageMs), now, limit);
}
