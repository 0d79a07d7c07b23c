import type { RefundRequest } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { isRefundable } from '@app/domain/operations';
import { formatUsd } from '@app/domain/pricing';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import { lockChargeOfPatient } from '../orders';
import type { Db } from '../../db/client';
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from '../audit';
import { askProcessorToRefund, recordPendingRefund, refundOfRequest, reservedCentsOf, settleRefund, stalePendingRefunds, type ProcessorAnswer, type RefundRow } from '../payments';
import type { OperationsDeps } from './operations-deps';
import { requireReason } from '../audit';
import { recordFix, type OperatorContext } from './operator-fixes.service';
import { patientOrNotFound } from './patient-overview.service';

const TEXT = STAFF_MESSAGES.operatorConsole;

/**
 * Step 1, under the charge's row lock: weighs the amount against what is left of the charge (its
 * total less refunds done and pending) and records the refund `pending` with its key, with the
 * audit row of the request. The same key again finds its refund instead (another charge or amount
 * under it is refused); more than is left is refused with nothing stored (the request hook audits
 * the attempt).
 */
async function recordRequest(deps: OperationsDeps, context: OperatorContext, patientId: number, chargeId: number, request: RefundRequest, reason: string): Promise<RefundRow> {
  return withTransaction(deps.db, async (tx) => {
    const charge = await lockChargeOfPatient(tx, patientId, chargeId);
    if (!charge) {
      throw new AppError('NOT_FOUND', TEXT.chargeNotFound);
    }
    const earlier = await refundOfRequest(tx, request.refundKey);
    if (earlier) {
      if (earlier.invoiceId !== chargeId || earlier.amountCents !== request.amountCents) {
        throw new AppError('CONFLICT', TEXT.refundKeyReused);
      }
      return earlier;
    }
    if (charge.status !== 'paid') {
      throw new AppError('CONFLICT', TEXT.chargeVoided);
    }
    if (!deps.processors.byVendor(charge.vendor)) {
      throw new AppError('CONFLICT', fillTemplate(TEXT.processorNotConfigured, { vendor: charge.vendor }));
    }
    const left = charge.amountCents - (await reservedCentsOf(tx, charge.invoiceId));
    if (!isRefundable(request.amountCents, left)) {
      const message = fillTemplate(TEXT.refundTooLarge, { amount: formatUsd(request.amountCents), left: formatUsd(Math.max(0, left)) });
      throw validationError({ amountCents: [message] });
    }
    const refund = await recordPendingRefund(tx, {
      invoiceId: charge.invoiceId,
      patientId,
      vendor: charge.vendor,
      chargeRef: charge.chargeRef,
      amountCents: request.amountCents,
      requestKey: request.refundKey,
      staffId: context.staffId,
      reason,
    });
    const subject = { chargeId, refundId: refund.id, amountCents: refund.amountCents };
    await recordFix(tx, context, { action: 'charge.refund.requested', patientId, subject, reason });
    return refund;
  });
}

/**
 * Refunds all or part of a patient's charge through its processor (issue 14 items 4 and 6, ADR
 * 119): recorded pending first, then asked with the refund's key, then marked done with the audit
 * row of the money given back, in one transaction. A refusal by the processor marks the refund
 * failed (its amount is free again) and answers the processor's words; no answer leaves it pending,
 * holding its amount, and the same request sent again finishes it without refunding twice.
 */
export async function refundCharge(deps: OperationsDeps, context: OperatorContext, patientId: number, chargeId: number, request: RefundRequest): Promise<RefundRow> {
  const reason = requireReason(request.reason);
  await patientOrNotFound(deps.db, patientId);
  const refund = await recordRequest(deps, context, patientId, chargeId, request, reason);
  if (refund.status !== 'pending') {
    return refund;
  }
  const now = await deps.clock.now();
  const answer = await askProcessorToRefund(deps.db, deps.processors, refund, now);
  if (answer.kind === 'busy') {
    if (answer.refund.status === 'pending') {
      throw new AppError('CONFLICT', TEXT.refundPending);
    }
    return answer.refund;
  }
  if (answer.kind === 'unanswered') {
    throw new AppError('CONFLICT', TEXT.refundPending);
  }
  const settled = await settleWithAnswer(deps.db, refund, answer, { actor: { role: 'operator', id: context.staffId }, ipAddress: context.ipAddress, isRefusalRecorded: false }, now);
  if (answer.kind === 'refused') {
    throw new AppError('CONFLICT', fillTemplate(TEXT.refundRefused, { message: answer.message }));
  }
  return settled ?? refund;
}

/**
 * Step 3: the refund marked with the processor's answer, and, when the money went back, the audit
 * row `charge.refund` in the same transaction (a refusal is audited by whoever reports it).
 */
async function settleWithAnswer(db: Db, refund: RefundRow, answer: SettlingAnswer, by: Settler, now: Date): Promise<RefundRow | undefined> {
  return withTransaction(db, async (tx) => {
    const row = await settleRefund(tx, refund.id, answer, now);
    const subject = { chargeId: refund.invoiceId, refundId: refund.id, amountCents: refund.amountCents };
    if (row?.status === 'succeeded') {
      await recordAudit(tx, { actor: by.actor, action: 'charge.refund', patientId: row.patientId, subject: { ...subject, processorRef: row.refundRef ?? '' }, reason: row.reason, ipAddress: by.ipAddress });
    } else if (row && answer.kind === 'refused' && by.isRefusalRecorded) {
      await recordAudit(tx, { actor: by.actor, action: 'charge.refund', patientId: row.patientId, subject, outcome: 'refused', reason: answer.message, ipAddress: by.ipAddress });
    }
    return row;
  });
}

type SettlingAnswer = Extract<ProcessorAnswer, { kind: 'refunded' | 'refused' }>;

/** Who settles a refund; a request's refusal is audited by the request hook, a job's by the settlement. */
interface Settler {
  actor: AuditActor;
  ipAddress: string | null;
  isRefusalRecorded: boolean;
}

/** How long a refund stays pending before the pass asks its processor again (a request may still be asking). */
export const PENDING_REFUND_AGE_MS = 60_000;
const PENDING_REFUNDS_PER_PASS = 50;

export interface PendingRefundsReport {
  refunded: number;
  failed: number;
  /** Still pending: the processor did not answer, or another request is asking it. */
  left: number;
}

/**
 * The reconciliation pass's part for refunds (ADR 119): each refund left pending for a minute
 * (the process died, or the processor did not answer) is asked again under its own key, so the
 * processor answers the refund it made rather than making another, and is settled with the
 * answer; the audit rows name the system and keep the operator's reason. Run by the
 * `reconcile-checkouts` job.
 */
export async function finishPendingRefunds(deps: Pick<OperationsDeps, 'db' | 'processors'>, now = new Date()): Promise<PendingRefundsReport> {
  const report: PendingRefundsReport = { refunded: 0, failed: 0, left: 0 };
  for (const refund of await stalePendingRefunds(deps.db, now, PENDING_REFUND_AGE_MS, PENDING_REFUNDS_PER_PASS)) {
    const answer = await askProcessorToRefund(deps.db, deps.processors, refund, now);
    if (answer.kind === 'busy' || answer.kind === 'unanswered') {
      report.left += 1;
      continue;
    }
    await settleWithAnswer(deps.db, refund, answer, { actor: SYSTEM_ACTOR, ipAddress: null, isRefusalRecorded: true }, now);
    report[answer.kind === 'refused' ? 'failed' : 'refunded'] += 1;
  }
  return report;
}
