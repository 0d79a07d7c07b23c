import type { DbHandle } from '../db/client';
import { withTryAdvisoryLock } from '../db/advisory-lock';
import { purgeStaleSessions, type SessionPolicy } from '../modules/identity/sessions.service';
import { purgeExpiredCounters } from '../modules/rate-limits/rate-limits.service';
import { purgeExpiredVerifications } from '../modules/messaging/verification-cleanup.service';
import { purgePastSlots } from '../modules/scheduling/availability.service';

const HOUSEKEEPING_LOCK_ID = 7_261_002;
const HOUR_MS = 3_600_000;

/**
 * One pass: stale sessions, finished rate-limit windows, expired phone codes and email links, and
 * consultation slots that passed unbooked go.
 * Returns false if another process ran it.
 */
export function runHousekeeping(handle: DbHandle, policy: SessionPolicy, now = new Date()): Promise<boolean> {
  return withTryAdvisoryLock(handle.pool, HOUSEKEEPING_LOCK_ID, async () => {
    await purgeStaleSessions(handle.db, policy, now);
    await purgeExpiredCounters(handle.db, now);
    await purgeExpiredVerifications(handle.db, now);
    await purgePastSlots(handle.db, now);
  });
}

// The first pass waits a minute, so it never competes with the start-up it follows.
const FIRST_PASS_DELAY_MS = 60_000;

/** Runs housekeeping a minute after start, then every hour; the returned function stops the timers. */
export function scheduleHousekeeping(
  handle: DbHandle,
  policy: SessionPolicy,
  onError: (error: unknown) => void,
): () => void {
  const run = () => runHousekeeping(handle, policy).catch(onError);
  const first = setTimeout(() => void run(), FIRST_PASS_DELAY_MS);
  const timer = setInterval(() => void run(), HOUR_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
