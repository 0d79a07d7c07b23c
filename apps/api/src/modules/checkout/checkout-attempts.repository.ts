import { and, asc, eq, getTableColumns, gt, isNotNull, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownerIsAlive } from '../../db/process-liveness';
import { withTransaction } from '../../db/transaction';
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

/** The advisory lock class of a visit's checkout: the second number is the visit's id. */
const VISIT_CHECKOUT_LOCK = 7_261_003;
/** The class of a shop cart's checkout (ADR 152): the second number is a hash of the cart's id. */
const SHOP_CART_CHECKOUT_LOCK = 7_261_053;

/** What an attempt pays for: a visit's box or a shop cart, each with its lock and its attempts. */
function purchaseOf(row: typeof checkoutAttempts.$inferInsert) {
  if (row.visitId != null) {
    return { lock: sql`pg_advisory_xact_lock(${VISIT_CHECKOUT_LOCK}, ${row.visitId})`, attempts: eq(checkoutAttempts.visitId, row.visitId) };
  }
  if (row.shopCartId != null) {
    return { lock: sql`pg_advisory_xact_lock(${SHOP_CART_CHECKOUT_LOCK}, hashtext(${row.shopCartId}))`, attempts: eq(checkoutAttempts.shopCartId, row.shopCartId) };
  }
  throw new Error('a checkout attempt pays for a visit or a shop cart');
}
/**
 * A pending attempt this young may still be in its request; an older one's request is over (its
 * process died): the reconciliation pass settles it, and it no longer holds its box.
 */
export const ATTEMPT_IN_FLIGHT_MS = 60_000;

/**
 * A pending attempt may still be in its request: it is young, and the process that wrote it still
 * holds its liveness lock (ADR 135; an attempt written without a token goes by its age alone).
 */
const isInFlight = and(
  eq(checkoutAttempts.status, 'pending'),
  gt(checkoutAttempts.createdAt, sql`now() - ${ATTEMPT_IN_FLIGHT_MS} * interval '1 millisecond'`),
  or(isNull(checkoutAttempts.ownerToken), ownerIsAlive(checkoutAttempts.ownerToken)),
)!;

/** What claiming a visit's checkout found: this attempt made, the same attempt again, another in flight, or the box paid already. */
export type AttemptClaim =
  | { kind: 'new'; attempt: CheckoutAttemptRow }
  | { kind: 'same'; attempt: CheckoutAttemptRow; isInFlight: boolean }
  | { kind: 'busy'; attempt: CheckoutAttemptRow }
  | { kind: 'completed'; attempt: CheckoutAttemptRow };

/**
 * Writes a checkout attempt only while no other attempt of its visit (or shop cart) is completed or
 * in flight, under the visit's (the cart's) lock for this short transaction (issue 28 item 4): of any number of
 * simultaneous checkouts of one box, whatever their attempt ids, one at a time may go on to the
 * processor. The lock is never held across the processor call. An attempt refused because the
 * box is paid is kept, voided, with `refusal` as its message.
 */
export async function claimAttempt(db: Db, row: typeof checkoutAttempts.$inferInsert, refusal: string): Promise<AttemptClaim> {
  const purchase = purchaseOf(row);
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select ${purchase.lock}`);
    const [same] = await tx
      .select({ ...getTableColumns(checkoutAttempts), isInFlight: sql<boolean>`${isInFlight}` })
      .from(checkoutAttempts)
      .where(eq(checkoutAttempts.idempotencyKey, row.idempotencyKey));
    if (same) {
      const { isInFlight: inFlight, ...attempt } = same;
      return { kind: 'same', attempt, isInFlight: inFlight };
    }
    const [other] = await tx
      .select()
      .from(checkoutAttempts)
      .where(
        and(
          purchase.attempts,
          or(eq(checkoutAttempts.status, 'completed'), isInFlight),
        ),
      )
      .orderBy(asc(checkoutAttempts.status))
      .limit(1);
    if (other?.status === 'pending') {
      return { kind: 'busy', attempt: other };
    }
    const [inserted] = await tx
      .insert(checkoutAttempts)
      .values(other ? { ...row, status: 'voided', failureMessage: refusal } : row)
      .returning();
    return other ? { kind: 'completed', attempt: inserted! } : { kind: 'new', attempt: inserted! };
  });
}

/** The visit's completed attempt, if its box is paid. */
export async function findCompletedAttemptOfVisit(db: Db, visitId: number): Promise<CheckoutAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.visitId, visitId), eq(checkoutAttempts.status, 'completed')))
    .limit(1);
  return row;
}

/** The attempt an idempotency key names, if it was written. */
export async function findAttemptByKey(db: Db, idempotencyKey: string): Promise<CheckoutAttemptRow | undefined> {
  const [row] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.idempotencyKey, idempotencyKey));
  return row;
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

/**
 * Attempts still pending that are no longer in their request: begun before `before`, or written
 * by a process that has died (ADR 135). What the reconciliation pass settles.
 */
export async function findStalePendingAttempts(db: Db, before: Date, limit: number): Promise<CheckoutAttemptRow[]> {
  return db
    .select()
    .from(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.status, 'pending'),
        or(lt(checkoutAttempts.createdAt, before), and(isNotNull(checkoutAttempts.ownerToken), not(ownerIsAlive(checkoutAttempts.ownerToken)))),
      ),
    )
    .orderBy(checkoutAttempts.createdAt)
    .limit(limit);
}

/**
 * Makes this process the owner of a pending attempt whose request is over (its process died, or
 * it is past its time), so one retry of it goes on to settle it; false when it is settled or in
 * flight (another retry took it first).
 */
export async function takeOverAttempt(db: Db, id: number): Promise<boolean> {
  const taken = await db
    .update(checkoutAttempts)
    // The column's default is this connection's process token.
    .set({ ownerToken: sql`default`, updatedAt: new Date() })
    .where(and(eq(checkoutAttempts.id, id), eq(checkoutAttempts.status, 'pending'), not(isInFlight)))
    .returning({ id: checkoutAttempts.id });
  return taken.length === 1;
}
