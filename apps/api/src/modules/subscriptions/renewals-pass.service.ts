import { BILL_NOTICE_DAYS, noticeInstant } from '@app/domain/subscriptions/renewal-rules';
import type { Db } from '../../db/client';
import { enqueueJob } from '../../db/job-queue';
import type { Clock } from '../clock/clock';
import { findRetryDueSubscriptionIds, findSubscriptionsToNotify } from './renewals.repository';
import { queueNotice } from './subscription-notice-queue';
import { findDueSubscriptionIds } from './subscriptions.repository';

/** The job queue the renewals passes run in, one at a time. */
export const RENEWALS_QUEUE = 'renewals-pass';
/** Subscriptions looked at per kind in one pass; the rest wait for the next. */
const BATCH = 500;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface RenewalsPassReport {
  notices: number;
  bills: number;
}

/** Queues a renewals pass now (after the simulated clock moved); one waits at a time. */
export async function queueRenewalsPass(db: Db): Promise<void> {
  await enqueueJob(db, 'renewals-pass', {}, { jobKey: 'renewals-pass-now', queueName: RENEWALS_QUEUE, maxAttempts: 3 });
}

/** Queues the billing of one subscription's due box; a pending one for it is replaced, never doubled. */
export async function queueBill(db: Db, subscriptionId: number): Promise<void> {
  await enqueueJob(db, 'bill-subscription', { subscriptionId }, { jobKey: `bill-subscription:${subscriptionId}`, maxAttempts: 3 });
}

/**
 * One renewals pass (the `renewals-pass` job), at the clock's time: queues the 3-day notice of each
 * box entering its last three days, and a `bill-subscription` job for each box that is due or
 * whose declined charge is due again. It decides nothing itself: each bill job re-checks under the
 * subscription's lock, so passes may overlap and repeat (ADR 114).
 */
export async function runRenewalsPass(deps: { db: Db; clock: Clock }): Promise<RenewalsPassReport> {
  const now = await deps.clock.now();
  // Three calendar days at the local bill hour: an hour more than 72 may lie across a DST change.
  const candidates = await findSubscriptionsToNotify(deps.db, { now, until: new Date(now.getTime() + BILL_NOTICE_DAYS * DAY_MS + HOUR_MS), limit: BATCH });
  const toNotify = candidates.filter((subscription) => now.getTime() >= noticeInstant(subscription.nextBillDate, subscription.timeZone));
  for (const { id, nextBillDate } of toNotify) {
    await queueNotice(deps.db, { kind: 'bills-soon', subscriptionId: id, billDate: nextBillDate });
  }
  const due = new Set([...(await findDueSubscriptionIds(deps.db, now, BATCH)), ...(await findRetryDueSubscriptionIds(deps.db, now, BATCH))]);
  for (const subscriptionId of due) {
    await queueBill(deps.db, subscriptionId);
  }
  return { notices: toNotify.length, bills: due.size };
}
