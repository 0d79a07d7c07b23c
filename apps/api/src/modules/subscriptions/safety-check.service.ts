import type { SafetyCheckView } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { formatBillDate, isFlagged, SAFETY_QUESTIONS, type SafetyAnswers } from '@app/domain/subscriptions';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { SubscriptionRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findSafetyCheck, upsertSafetyCheck } from './safety-checks.repository';
import { recordEvent } from './subscription-events';
import { findOwnSubscription, lockOwnSubscription } from './subscriptions.repository';
import { subscriptionOrNotFound } from './subscriptions.service';

/** Answers are taken for a live subscription's next box until it bills (after the change cutoff too: safety first). */
const canAnswer = (subscription: SubscriptionRow, now: Date) =>
  (subscription.status === 'trialing' || subscription.status === 'active') && now < subscription.nextBillAt;

function viewOf(subscription: SubscriptionRow, answers: SafetyAnswers | null, now: Date): SafetyCheckView {
  return {
    billDate: formatBillDate(subscription.nextBillDate, subscription.timeZone),
    questions: SAFETY_QUESTIONS.map(({ id, text }) => ({ id, text })),
    answers,
    isFlagged: answers ? isFlagged(answers) : false,
    canAnswer: canAnswer(subscription, now),
  };
}

/** The safety questions of the subscription's next box, with the patient's answers if given. */
export async function readSafetyCheck(db: Db, patientId: number, subscriptionId: number, now: Date): Promise<SafetyCheckView> {
  const subscription = subscriptionOrNotFound(await findOwnSubscription(db, patientId, subscriptionId));
  const check = await findSafetyCheck(db, subscription.id, subscription.nextBillDate);
  return viewOf(subscription, (check?.answers as SafetyAnswers | undefined) ?? null, now);
}

/**
 * Stores the answers for the next box (replacing earlier ones) under the subscription's lock, so
 * a billing at this moment sees them or not, whole. A "yes" holds the box for the provider when it
 * comes due. The history records that the check was answered and flagged, not the answers.
 */
export async function answerSafetyCheck(db: Db, patientId: number, subscriptionId: number, answers: SafetyAnswers, now: Date): Promise<SafetyCheckView> {
  return withTransaction(db, async (tx) => {
    const subscription = subscriptionOrNotFound(await lockOwnSubscription(tx, patientId, subscriptionId));
    if (!canAnswer(subscription, now)) {
      throw new AppError('VALIDATION_FAILED', MESSAGES.subscription.safetyCheckClosed);
    }
    const flagged = isFlagged(answers);
    await upsertSafetyCheck(tx, { subscriptionId: subscription.id, billDate: subscription.nextBillDate, answers, isFlagged: flagged, answeredAt: now });
    await recordEvent(tx, subscription.id, 'safety-check-answered', { actor: 'patient', actorId: patientId }, now, {
      billDate: subscription.nextBillDate,
      flagged: flagged ? 'yes' : 'no',
    });
    return viewOf(subscription, answers, now);
  });
}
