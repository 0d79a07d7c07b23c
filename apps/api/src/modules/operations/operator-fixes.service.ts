import type { NextBillDateChange, OperatorAddressChange, OperatorCancel } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { recordAudit, requireReason, type AuditEntry } from '../audit';
import { isResendable, outboxMessageOfPatient, resendMessage } from '../messaging';
import { saveShippingAddress } from '../patients';
import { checkedShippingAddress } from '../shipping-address';
import { cancelSubscription, moveNextBoxForOperator, type OperatorBoxMove } from '../subscriptions';
import type { OperationsDeps } from './operations-deps';
import { patientOrNotFound } from './patient-overview.service';

const TEXT = STAFF_MESSAGES.operatorConsole;

/** Who makes a fix, and from where: the signed-in operator (ADR 119). */
export interface OperatorContext {
  staffId: number;
  ipAddress: string;
}

/** The audit row of a done fix, written in the fix's own transaction so it stands or falls with it. */
export function recordFix(tx: Db, context: OperatorContext, entry: Omit<AuditEntry, 'actor' | 'ipAddress' | 'outcome'>): Promise<void> {
  return recordAudit(tx, { ...entry, actor: { role: 'operator', id: context.staffId }, outcome: 'done', ipAddress: context.ipAddress });
}

const byOperator = (context: OperatorContext) => ({ actor: 'operator', actorId: context.staffId }) as const;

/**
 * Changes the patient's shipping address with the checkout's own rules and messages (001 §5, ADR
 * 105): a 422 with each field's messages stores nothing. The next box ships there.
 */
export async function changeShippingAddress(deps: OperationsDeps, context: OperatorContext, patientId: number, change: OperatorAddressChange): Promise<void> {
  const { reason: rawReason, ...address } = change;
  const reason = requireReason(rawReason);
  await patientOrNotFound(deps.db, patientId);
  const checked = checkedShippingAddress(deps, address);
  await withTransaction(deps.db, async (tx) => {
    await saveShippingAddress(tx, patientId, checked);
    await recordFix(tx, context, { action: 'patient.address.change', patientId, subject: { state: checked.state, zipcode: checked.zipcode }, reason });
  });
}

async function moveBox(deps: OperationsDeps, context: OperatorContext, patientId: number, subscriptionId: number, move: OperatorBoxMove, rawReason: string): Promise<void> {
  const reason = requireReason(rawReason);
  await patientOrNotFound(deps.db, patientId);
  const now = await deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    const moved = await moveNextBoxForOperator(tx, patientId, subscriptionId, move, byOperator(context), reason, now);
    const action = move.kind === 'skip' ? 'subscription.skip' : 'subscription.next-bill-date';
    await recordFix(tx, context, { action, patientId, subject: { subscriptionId, from: moved.from, to: moved.to }, reason });
  });
}

/** Bills the next box on another date (three days to a year ahead), past the patient's cutoff too. */
export function setNextBillDate(deps: OperationsDeps, context: OperatorContext, patientId: number, subscriptionId: number, change: NextBillDateChange): Promise<void> {
  return moveBox(deps, context, patientId, subscriptionId, { kind: 'date', billDate: change.date.trim() }, change.reason);
}

/** Skips the next box: it bills one cadence later. */
export function skipNextBox(deps: OperationsDeps, context: OperatorContext, patientId: number, subscriptionId: number, rawReason: string): Promise<void> {
  return moveBox(deps, context, patientId, subscriptionId, { kind: 'skip' }, rawReason);
}

/** Cancels the subscription on the patient's behalf: the patient's reason from the list, the operator's as the note. */
export async function cancelForPatient(deps: OperationsDeps, context: OperatorContext, patientId: number, subscriptionId: number, change: OperatorCancel): Promise<void> {
  const reason = requireReason(change.reason);
  await patientOrNotFound(deps.db, patientId);
  const now = await deps.clock.now();
  await withTransaction(deps.db, async (tx) => {
    await cancelSubscription(tx, patientId, subscriptionId, { reason: change.cancelReason, note: reason }, now, byOperator(context));
    await recordFix(tx, context, { action: 'subscription.cancel', patientId, subject: { subscriptionId, cancelReason: change.cancelReason }, reason });
  });
}

/**
 * Sends one of the patient's texts or emails again, to the same recipient, as a new outbox row
 * (ADR 119); a message with a code or a one-time link is refused (the patient asks for a new one).
 */
export async function resendPatientMessage(deps: OperationsDeps, context: OperatorContext, patientId: number, messageId: number, rawReason: string): Promise<void> {
  const reason = requireReason(rawReason);
  await patientOrNotFound(deps.db, patientId);
  const message = await outboxMessageOfPatient(deps.db, patientId, messageId);
  if (!message) {
    throw new AppError('NOT_FOUND', TEXT.messageNotFound);
  }
  if (!isResendable(message)) {
    throw new AppError('CONFLICT', TEXT.messageNotResendable);
  }
  await withTransaction(deps.db, async (tx) => {
    await resendMessage(tx, deps, message);
    await recordFix(tx, context, { action: 'message.resend', patientId, subject: { messageId, template: message.template }, reason });
  });
}
