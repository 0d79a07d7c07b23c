import type { Db } from '../../db/client';
import { enqueueJobs } from '../../db/job-queue';

/** The messages about a subscription's boxes (issue 13 item 6). */
export type SubscriptionNoticeKind = 'bills-soon' | 'box-paid' | 'payment-failed' | 'paused-payment-failed';

/** A notice to send: ids only, never health data (the job's payload is stored in the queue). */
export interface SubscriptionNotice {
  kind: SubscriptionNoticeKind;
  subscriptionId: number;
  /** The box the notice is about. */
  billDate: string;
  orderId?: number;
  /** For a declined charge: which try it was, and the processor's words. */
  tries?: number;
  reason?: string;
  /** For a paid box: what was charged. */
  totalCents?: number;
}

/** The notice's key in `subscription_notices`: one per box and kind, and per try for a decline. */
export function noticeKeyOf(notice: SubscriptionNotice): string {
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
