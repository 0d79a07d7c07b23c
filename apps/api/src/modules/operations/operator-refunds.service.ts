import type { RefundRequest } from '@app/domain/contracts/operator-console';
import { fillTemplate } from '@app/domain/formatting/fill-template';
import { MESSAGES } from '@app/domain/messages/en';
import { isRefundable } from '@app/domain/operations/operator-rules';
import { formatUsd } from '@app/domain/pricing/money';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import { lockChargeOfPatient } from '../orders/charges.service';
import {
  askProcessorToRefund,
  recordPendingRefund,
  refundOfRequest,
  reservedCentsOf,
  settleRefund,
  type RefundRow,
} from '../payments/refunds.service';
import type { OperationsDeps } from './operations-deps';
import { recordFix, requireReason, type OperatorContext } from './operator-fixes.service';
import { patientOrNotFound } from './patient-overview.service';

const TEXT = MESSAGES.operatorConsole;

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
  const settled = await withTransaction(deps.db, async (tx) => {
    const row = await settleRefund(tx, refund.id, answer, now);
    if (row?.status === 'succeeded') {
      const subject = { chargeId, refundId: row.id, amountCents: row.amountCents, processorRef: row.refundRef ?? '' };
      await recordFix(tx, context, { action: 'charge.refund', patientId, subject, reason });
    }
    return row;
  });
  if (answer.kind === 'refused') {
    throw new AppError('CONFLICT', fillTemplate(TEXT.refundRefused, { message: answer.message }));
  }
  return settled ?? refund;
}
