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

/** Takes one back from a key's window, never below zero (an attempt counted ahead that did not count). */
export async function decrementCounter(db: Db, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart), sql`${rateLimitCounters.count} > 0`));
}

/**
 * A mark kept in a window's `count` (e.g. milliseconds into the window before which no attempt
 * may start) is moved to `next` only when it is at most `now`; true when this call moved it. One
 * statement, so of requests racing for the same moment exactly one wins.
 */
export async function advanceMarkIfReached(db: Db, key: string, windowStart: Date, now: number, next: number): Promise<boolean> {
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: next })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: next },
      setWhere: sql`${rateLimitCounters.count} <= ${now}`,
    })
    .returning({ count: rateLimitCounters.count });
  return rows.length > 0;
}

/** Moves a window's mark to `next` unless it is already later. */
export async function raiseMark(db: Db, key: string, windowStart: Date, next: number): Promise<void> {
  await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: next })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`greatest(${rateLimitCounters.count}, ${next})` },
    });
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
