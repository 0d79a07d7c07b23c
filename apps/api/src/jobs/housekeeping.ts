import type { Db } from '../db/client';
import { purgeStaleSessions, type SessionLifetime } from '../modules/auth';
import { purgeExpiredCounters } from '../modules/rate-limits';
import { purgeExpiredVerifications } from '../modules/contact';
import { purgePastSlots } from '../modules/scheduling';

/**
 * One pass: stale sessions, finished rate-limit windows, expired phone codes and email links, and
 * consultation slots that passed unbooked go. The job queue runs it on a schedule (worker.ts), once
 * per scheduled time whatever the number of processes.
 */
export async function runHousekeeping(db: Db, policy: SessionLifetime, now = new Date()): Promise<void> {
  await purgeStaleSessions(db, policy, now);
  await purgeExpiredCounters(db, now);
  await purgeExpiredVerifications(db, now);
  await purgePastSlots(db, now);
}
