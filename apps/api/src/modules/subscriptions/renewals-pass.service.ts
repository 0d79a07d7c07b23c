import { BILL_NOTICE_DAYS, noticeInstant } from '@app/domain/subscriptions';
import type { Db } from '../../db/client';
import { enqueueJobs, queueTimedWorkNow } from '../../db/job-queue';
import { withTransaction } from '../../db/transaction';
import { recordRaiseNotices } from '../catalogue';
import type { Clock } from '../clock';
import { walkDueRows } from './due-walk';
import { findRetryDueSubscriptions, findSubscriptionsToNotify } from './renewals.repository';
import { queueNotices } from './subscription-notice-queue';
import { findDueSubscriptions } from './subscriptions.repository';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface RenewalsPassReport {
  notices: number;
  bills: number;
  /** Pages the pass read and queued, each in its own transaction. */
  batches: number;
}

/** Queues a renewals pass now (after the simulated clock moved); one waits at a time. */
export async function queueRenewalsPass(db: Db): Promise<void> {
  await queueTimedWorkNow(db, 'renewals-pass');
}

/** Queues the billing of subscriptions' due boxes in one statement; a pending job for one is replaced, never doubled. */
export async function queueBills(db: Db, subscriptionIds: readonly number[]): Promise<void> {
  await enqueueJobs(
    db,
    subscriptionIds.map((subscriptionId) => ({ task: 'bill-subscription', payload: { subscriptionId }, jobKey: `bill-subscription:${subscriptionId}`, maxAttempts: 3 })),
  );
}

/**
 * Tells every subscriber whose box holds a product below its newest price (ADR 160), a page per
 * transaction: the notice's row and its email's job commit together, so each is told once.
 */
async function tellOfPriceRaises(db: Db, now: Date, batchSize: number): Promise<{ queued: number; batches: number }> {
  const report = { queued: 0, batches: 0 };
  for (;;) {
    // The notice's row marks the subscriber as told, so each page starts where the last one ended.
    const told = await withTransaction(db, async (tx) => {
      const page = await recordRaiseNotices(tx, now, batchSize);
      await queueNotices(tx, page.map(({ subscriptionId, priceChangeId, nextBillDate }) => ({ kind: 'price-raise', subscriptionId, billDate: nextBillDate, priceChangeId })));
      return page.length;
    });
    if (told === 0) {
      return report;
    }
    report.queued += told;
    report.batches += 1;
    if (told < batchSize) {
      return report;
    }
  }
}

/**
 * One renewals pass (the `renewals-pass` job), at the clock's time when it starts: queues a
 * `bill-subscription` job for every box that is due and every declined box whose next try is due,
 * the 3-day notice of every box entering its last three days, and the notice of a price raise. Each kind is walked a page of
 * `batchSize` at a time, each page's jobs added in one statement in the page's own transaction,
 * until all that was due when the pass started is queued (ADR 125). It decides nothing itself: each
 * bill job re-checks under the subscription's lock, so passes may overlap and repeat (ADR 114).
 */
export async function runRenewalsPass(deps: { db: Db; clock: Clock }, batchSize: number): Promise<RenewalsPassReport> {
  const { db } = deps;
  const now = await deps.clock.now();
  const queueBillsOf = async (tx: Db, ids: number[]) => {
    await queueBills(tx, ids);
    return ids.length;
  };
  const due = await walkDueRows(db, batchSize, (tx, page) => findDueSubscriptions(tx, now, page), (tx, rows) => queueBillsOf(tx, rows.map((row) => row.id)));
  const retries = await walkDueRows(
    db,
    batchSize,
    (tx, page) => findRetryDueSubscriptions(tx, now, page),
    (tx, rows) => queueBillsOf(tx, rows.map((row) => row.subscriptionId)),
  );
  // Three calendar days at the local bill hour: an hour more than 72 may lie across a DST change.
  const window = { now, until: new Date(now.getTime() + BILL_NOTICE_DAYS * DAY_MS + HOUR_MS) };
  const notices = await walkDueRows(
    db,
    batchSize,
    (tx, page) => findSubscriptionsToNotify(tx, window, page),
    async (tx, candidates) => {
      const toNotify = candidates.filter((subscription) => now.getTime() >= noticeInstant(subscription.nextBillDate, subscription.timeZone));
      await queueNotices(tx, toNotify.map(({ id, nextBillDate }) => ({ kind: 'bills-soon', subscriptionId: id, billDate: nextBillDate })));
      return toNotify.length;
    },
  );
  const raises = await tellOfPriceRaises(db, now, batchSize);
  return { notices: notices.queued + raises.queued, bills: due.queued + retries.queued, batches: due.batches + retries.batches + notices.batches + raises.batches };
}
