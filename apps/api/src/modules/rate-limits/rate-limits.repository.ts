import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema/index';

/** Adds one to the counter of a key's current window and returns the new count, atomically. */
export async function incrementCounter(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

/** The count of a key's current window (0 when none). */
export async function readCounter(db: Db, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimitCounters.count })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
  return row?.count ?? 0;
}

/** Forgets a key's counters, e.g. an account's failures after a successful login. */
export async function deleteCounters(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** Removes windows that ended before `before`. */
export async function deleteExpiredCounters(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, before));
}
