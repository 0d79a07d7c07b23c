import { addDays, calendarDateIn, type CalendarDate, nextTryAfterDecline } from '@app/domain/subscriptions';
import type { Db } from '../../db/client';
import { recordAudit, SYSTEM_ACTOR } from '../audit';
import type { SubscriptionItemRow, SubscriptionRenewalRow, SubscriptionRow } from '../../db/schema/index';
import { findSafetyCheck } from './safety-checks.repository';
import { findOpenRenewalsOf, hasPendingCharge, lockRenewalWithSubscription, openRenewalOnce, updateRenewal } from './renewals.repository';
import { queueNotice } from './subscription-notice-queue';
import { recordEvent, SYSTEM } from './subscription-events';
import { findItemsOfSubscription, lockSubscription, updateSubscription } from './subscriptions.repository';
import { nextBillOf } from './subscriptions.service';

/** A cycle ready to be charged: the subscription (locked by the caller's transaction), its renewal and the box. */
export interface DueRenewal {
  subscription: SubscriptionRow;
  renewal: SubscriptionRenewalRow;
  items: SubscriptionItemRow[];
}

const isLive = (subscription: SubscriptionRow) => subscription.status === 'trialing' || subscription.status === 'active';

/**
 * Under the subscription's row lock, in the caller's transaction: the cycle to charge now, with its
 * try counted, or undefined when there is nothing to charge (not live, not due, the next try later,
 * a charge of it in flight, already paid). The renewal row is unique per cycle, so however many
 * workers get here at once, one charge attempt of a cycle exists at a time (ADR 114).
 */
export async function claimDueRenewal(tx: Db, subscriptionId: number, now: Date): Promise<DueRenewal | undefined> {
  const subscription = await lockSubscription(tx, subscriptionId);
  if (!subscription || !isLive(subscription) || now < subscription.nextBillAt) {
    return undefined;
  }
  const { renewal, isNew } = await openRenewalOnce(tx, {
    subscriptionId,
    cycle: subscription.cycle + 1,
    billDate: subscription.nextBillDate,
    nextTryAt: subscription.nextBillAt,
  });
  // A renewal this call opened has no charge attempt yet: only an older one may have one in flight.
  if (renewal.status !== 'open' || now < renewal.nextTryAt || (!isNew && (await hasPendingCharge(tx, renewal.id)))) {
    return undefined;
  }
  // A "yes" in the safety check holds the box for the provider: not billed, not sent (issue 13 item 7).
  if ((await findSafetyCheck(tx, subscriptionId, renewal.billDate))?.isFlagged) {
    await updateRenewal(tx, renewal.id, { status: 'held' });
    await recordEvent(tx, subscriptionId, 'held', SYSTEM, now, { reason: 'safety-check', billDate: renewal.billDate });
    await recordSystemAudit(tx, subscription, 'renewal.hold', { renewalId: renewal.id, cycle: renewal.cycle }, 'safety-check');
    return undefined;
  }
  const items = await findItemsOfSubscription(tx, subscriptionId);
  return { subscription, renewal: await updateRenewal(tx, renewal.id, { tries: renewal.tries + 1 }), items };
}

/**
 * A renewal job's change on the audit trail (ADR 116), in the change's own transaction: the system
 * as the actor, the subscription's patient, ids only; `reason` is a processor's words or ours.
 */
function recordSystemAudit(tx: Db, subscription: SubscriptionRow, action: string, ids: Record<string, number>, reason?: string): Promise<void> {
  return recordAudit(tx, { actor: SYSTEM_ACTOR, action, patientId: subscription.patientId, subject: { subscriptionId: subscription.id, ...ids }, reason });
}

/** A renewal and its subscription, the subscription locked for the caller's transaction. */
async function lockedRenewal(tx: Db, renewalId: number): Promise<{ renewal: SubscriptionRenewalRow; subscription: SubscriptionRow }> {
  const locked = await lockRenewalWithSubscription(tx, renewalId);
  if (!locked) {
    throw new Error(`renewal ${renewalId} has no subscription`);
  }
  return locked;
}

/**
 * The next box's date after a paid one: one cadence on from its bill date, or from the day it was
 * paid when a retry paid it late. A first try that ran past local midnight (a pass running late,
 * 10:00 in one zone being the next day's small hours by the time it bills) keeps the cadence: the
 * patient's box did not come late, only the charge did.
 */
function dateAfterPaid(renewal: SubscriptionRenewalRow, subscription: SubscriptionRow, now: Date): CalendarDate {
  const paidOn = calendarDateIn(now.getTime(), subscription.timeZone);
  const isLateRetry = renewal.tries > 1 && paidOn > renewal.billDate;
  const from = isLateRetry ? paidOn : renewal.billDate;
  return addDays(from, subscription.cadenceDays);
}

/**
 * A renewal's charge became its order (in the order's transaction): the cycle is paid, the
 * subscription active with its next box one cadence on, the history and the confirmation queued.
 */
export async function recordRenewalPaid(tx: Db, renewal: { renewalId: number; orderId: number; totalCents: number }, now: Date): Promise<void> {
  const { renewalId, orderId, totalCents } = renewal;
  const { renewal: row, subscription } = await lockedRenewal(tx, renewalId);
  await updateRenewal(tx, row.id, { status: 'paid', orderId, lastFailure: null });
  const nextBillDate = dateAfterPaid(row, subscription, now);
  await updateSubscription(tx, subscription.id, {
    ...nextBillOf(nextBillDate, subscription.timeZone),
    status: subscription.status === 'canceled' ? 'canceled' : 'active',
    pauseReason: null,
    pausedAt: null,
    cycle: row.cycle,
  });
  await recordEvent(tx, subscription.id, 'billed', SYSTEM, now, { cycle: row.cycle, orderId, totalCents, nextBillDate });
  await recordSystemAudit(tx, subscription, 'renewal.charge', { renewalId: row.id, cycle: row.cycle, orderId });
  await queueNotice(tx, { kind: 'box-paid', subscriptionId: subscription.id, billDate: row.billDate, orderId, totalCents });
}

/**
 * A renewal's charge was declined (001 §8's processor message): the next try after 1, 3 and then 5
 * days, the patient told each time; after the last one the subscription pauses and the dashboard
 * asks for a new card.
 */
export async function recordRenewalDeclined(tx: Db, renewalId: number, message: string, now: Date): Promise<'retry' | 'paused'> {
  const { renewal, subscription } = await lockedRenewal(tx, renewalId);
  const nextTry = nextTryAfterDecline(renewal.billDate, subscription.timeZone, renewal.tries);
  const tried = { renewalId: renewal.id, cycle: renewal.cycle, tries: renewal.tries };
  await recordSystemAudit(tx, subscription, 'renewal.charge-declined', tried, message);
  if (nextTry !== undefined) {
    await updateRenewal(tx, renewal.id, { lastFailure: message, nextTryAt: new Date(nextTry) });
    await recordEvent(tx, subscription.id, 'payment-failed', SYSTEM, now, { tries: renewal.tries, nextTryAt: new Date(nextTry).toISOString() });
    await recordSystemAudit(tx, subscription, 'renewal.retry-schedule', tried);
    await queueNotice(tx, { kind: 'payment-failed', subscriptionId: subscription.id, billDate: renewal.billDate, tries: renewal.tries, reason: message });
    return 'retry';
  }
  await updateRenewal(tx, renewal.id, { status: 'abandoned', lastFailure: message });
  await updateSubscription(tx, subscription.id, { status: 'paused', pauseReason: 'payment-failed', pausedAt: now });
  await recordEvent(tx, subscription.id, 'paused', SYSTEM, now, { reason: 'payment-failed', tries: renewal.tries });
  await recordSystemAudit(tx, subscription, 'subscription.pause', tried, 'payment-failed');
  await queueNotice(tx, { kind: 'paused-payment-failed', subscriptionId: subscription.id, billDate: renewal.billDate, tries: renewal.tries, reason: message });
  return 'paused';
}

/** The processor's words for the last declined charge of the subscription's unpaid box, if any. */
export async function lastFailureOf(db: Db, subscriptionId: number): Promise<string | undefined> {
  const [renewal] = await findOpenRenewalsOf(db, [subscriptionId]);
  return renewal?.lastFailure ?? undefined;
}
