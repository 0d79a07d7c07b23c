import type { Db } from '../db/client';
import { purgeStaleSessions, type SessionLifetime } from '../modules/auth';
import { purgeExpiredCounters } from '../modules/rate-limits';
import { purgeExpiredVerifications } from '../modules/contact';
import { extendProviderHours, purgePastSlots } from '../modules/scheduling';
import { purgeAbandonedVisitorCarts } from '../modules/storefront';

/**
 * One pass: stale sessions, finished rate-limit windows, expired phone codes and email links, and
 * consultation slots that passed unbooked go, and so do visitors' shop carts left for 30 days;
 * providers who keep their own hours get slots up to their horizon (ADR 171). The job queue runs it on a schedule (worker.ts), once
 * per scheduled time whatever the number of processes.
 */
export async function runHousekeeping(db: Db, policy: SessionLifetime, now = new Date()): Promise<void> {
  await purgeStaleSessions(db, policy, now);
  await purgeExpiredCounters(db, now);
  await purgeExpiredVerifications(db, now);
  await purgePastSlots(db, now);
  await extendProviderHours(db, now);
  await purgeAbandonedVisitorCarts(db, now);
}
