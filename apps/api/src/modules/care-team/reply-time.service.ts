import { REPLY_TIME_MIN_ANSWERS, REPLY_TIME_WINDOW_DAYS } from '@app/domain/care';
import type { Db } from '../../db/client';
import { findFirstAnswerWaits } from './care-team-queue.repository';

const DAY_MS = 86_400_000;
/** How long one app process reuses the figure: it moves slowly, and every patient reads the same. */
export const REPLY_TIME_REUSE_MS = 5 * 60_000;

/**
 * The median minutes the care team took to answer a waiting patient over the last 30 days, or null
 * when fewer than `REPLY_TIME_MIN_ANSWERS` answers came in that time (ADR 120). One statement.
 */
export async function usualReplyMinutes(db: Db, now: Date): Promise<number | null> {
  const waits = await findFirstAnswerWaits(db, new Date(now.getTime() - REPLY_TIME_WINDOW_DAYS * DAY_MS));
  return waits.answered >= REPLY_TIME_MIN_ANSWERS ? waits.medianMinutes : null;
}

/**
 * `usualReplyMinutes` computed at most once per `reuseMs` by the app it is made for (one per
 * `buildApp`, so tests do not share it): the statement reads a month of messages, and the
 * messages page of every patient asks for the same figure.
 */
export function createUsualReplyTime(db: Db, reuseMs = REPLY_TIME_REUSE_MS): (now?: Date) => Promise<number | null> {
  let kept: { at: number; minutes: Promise<number | null> } | undefined;
  return (now = new Date()) => {
    if (!kept || now.getTime() - kept.at >= reuseMs) {
      const entry = { at: now.getTime(), minutes: usualReplyMinutes(db, now) };
      kept = entry;
      // A failed read is not kept: the next request tries again.
      entry.minutes.catch(() => {
        if (kept === entry) {
          kept = undefined;
        }
      });
    }
    return kept.minutes;
  };
}
