import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutAttempts, type CheckoutAttemptRow, type CheckoutAttemptStatus } from '../../db/schema/index';

/**
 * Writes a checkout attempt unless its idempotency key exists; answers the attempt the key names
 * and whether this call made it. The unique index decides, so of many simultaneous submissions of
 * one attempt exactly one goes on to charge.
 */
export async function insertAttemptOnce(
  db: Db,
  row: typeof checkoutAttempts.$inferInsert,
): Promise<{ attempt: CheckoutAttemptRow; isNew: boolean }> {
  const [inserted] = await db.insert(checkoutAttempts).values(row).onConflictDoNothing().returning();
  if (inserted) {
    return { attempt: inserted, isNew: true };
  }
  const [existing] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.idempotencyKey, row.idempotencyKey));
  return { attempt: existing!, isNew: false };
}

export async function findAttempt(db: Db, id: number): Promise<CheckoutAttemptRow | undefined> {
  const [row] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, id));
  return row;
}

/** Locks the attempt's row for the transaction that completes it. */
export async function lockAttempt(db: Db, id: number): Promise<CheckoutAttemptRow | undefined> {
  const [row] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, id)).for('update');
  return row;
}

export async function setAttemptStatus(
  db: Db,
  id: number,
  change: { status: CheckoutAttemptStatus; failureMessage?: string | null; chargeRef?: string | null; orderId?: number | null },
): Promise<void> {
  await db
    .update(checkoutAttempts)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(checkoutAttempts.id, id));
}

/** Attempts still pending that began before `before`: what the reconciliation pass settles. */
export async function findStalePendingAttempts(db: Db, before: Date, limit: number): Promise<CheckoutAttemptRow[]> {
  return db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.status, 'pending'), lt(checkoutAttempts.createdAt, before)))
    .orderBy(checkoutAttempts.createdAt)
    .limit(limit);
}

/** Whether the visit already has a completed attempt (a second checkout of the same box is refused before it charges). */
export async function hasCompletedAttempt(db: Db, visitId: number): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.visitId, visitId), eq(checkoutAttempts.status, 'completed')))
    .limit(1);
  return rows.length === 1;
}
