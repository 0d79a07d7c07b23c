import type { Db } from '../../db/client';
import { enqueueJobs } from '../../db/job-queue';
import type { SubscriptionNotice } from '../../db/job-payloads';

/** The notice's key in `subscription_notices`: one per box and kind, per try for a decline, per change for a price raise. */
export function noticeKeyOf(notice: SubscriptionNotice): string {
  if (notice.priceChangeId !== undefined) {
    return `${notice.kind}-${notice.priceChangeId}`;
  }
  return notice.tries === undefined ? notice.kind : `${notice.kind}-${notice.tries}`;
}

/**
 * Queues a notice in the caller's transaction: it is sent exactly when the change it tells of
 * commits, by the `send-subscription-notice` job, which renders it in the patient's zone.
 */
export async function queueNotice(tx: Db, notice: SubscriptionNotice): Promise<void> {
  await queueNotices(tx, [notice]);
}

/** Queues many notices in one statement (the renewals pass's 3-day notices); each once per box, kind and try. */
export async function queueNotices(tx: Db, notices: readonly SubscriptionNotice[]): Promise<void> {
  await enqueueJobs(
    tx,
    notices.map((notice) => ({
      task: 'send-subscription-notice',
      payload: notice,
      jobKey: `subscription-notice:${notice.subscriptionId}:${notice.billDate}:${noticeKeyOf(notice)}`,
      maxAttempts: 5,
    })),
  );
}
