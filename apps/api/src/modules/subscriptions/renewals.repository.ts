import { and, asc, desc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutAttempts, subscriptionNotices, subscriptionRenewals, subscriptions, type SubscriptionRenewalRow, type SubscriptionRow } from '../../db/schema/index';
import { afterCursor, cursorTime, type DueCursor, type DuePage } from './due-walk';

export type NewRenewal = typeof subscriptionRenewals.$inferInsert;

/**
 * The renewal of a cycle, opened once: a second caller (another worker) gets the first one's row.
 * `isNew` when this call opened it, so nothing can refer to it yet (no charge attempt).
 */
export async function openRenewalOnce(db: Db, row: NewRenewal): Promise<{ renewal: SubscriptionRenewalRow; isNew: boolean }> {
  const [inserted] = await db
    .insert(subscriptionRenewals)
    .values(row)
    .onConflictDoNothing({ target: [subscriptionRenewals.subscriptionId, subscriptionRenewals.cycle] })
    .returning();
  if (inserted) {
    return { renewal: inserted, isNew: true };
  }
  const [found] = await db
    .select()
    .from(subscriptionRenewals)
    .where(and(eq(subscriptionRenewals.subscriptionId, row.subscriptionId), eq(subscriptionRenewals.cycle, row.cycle)));
  return { renewal: found!, isNew: false };
}

/** A renewal and its subscription, the subscription's row locked for the caller's transaction; one statement. */
export async function lockRenewalWithSubscription(db: Db, renewalId: number): Promise<{ renewal: SubscriptionRenewalRow; subscription: SubscriptionRow } | undefined> {
  const [row] = await db
    .select({ renewal: subscriptionRenewals, subscription: subscriptions })
    .from(subscriptionRenewals)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionRenewals.subscriptionId))
    .where(eq(subscriptionRenewals.id, renewalId))
    .for('update', { of: subscriptions });
  return row;
}

export async function updateRenewal(db: Db, renewalId: number, values: Partial<NewRenewal>): Promise<SubscriptionRenewalRow> {
  const [row] = await db.update(subscriptionRenewals).set({ ...values, updatedAt: new Date() }).where(eq(subscriptionRenewals.id, renewalId)).returning();
  return row!;
}

/** Whether a charge of the renewal is in flight (its attempt pending): nothing else may charge it. */
export async function hasPendingCharge(db: Db, renewalId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: checkoutAttempts.id })
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.renewalId, renewalId), eq(checkoutAttempts.status, 'pending')))
    .limit(1);
  return row !== undefined;
}

/** A page of the declined boxes whose next try is due at `now`, in (try time, renewal id) order (ADR 125). */
export async function findRetryDueSubscriptions(db: Db, now: Date, page: DuePage): Promise<{ subscriptionId: number; cursor: DueCursor }[]> {
  const rows = await db
    .select({ id: subscriptionRenewals.id, subscriptionId: subscriptionRenewals.subscriptionId, at: cursorTime(subscriptionRenewals.nextTryAt) })
    .from(subscriptionRenewals)
    .where(and(eq(subscriptionRenewals.status, 'open'), lte(subscriptionRenewals.nextTryAt, now), afterCursor(subscriptionRenewals.nextTryAt, subscriptionRenewals.id, page.after)))
    .orderBy(asc(subscriptionRenewals.nextTryAt), asc(subscriptionRenewals.id))
    .limit(page.limit);
  return rows.map(({ id, subscriptionId, at }) => ({ subscriptionId, cursor: { at, id } }));
}

/** Records that a message about a box was sent; false when it already was (the pass sends each once). */
export async function recordNoticeOnce(db: Db, row: typeof subscriptionNotices.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(subscriptionNotices)
    .values(row)
    .onConflictDoNothing({ target: [subscriptionNotices.subscriptionId, subscriptionNotices.billDate, subscriptionNotices.kind] })
    .returning({ id: subscriptionNotices.id });
  return inserted.length > 0;
}


/** The unpaid renewal of each subscription (open, held for the provider, or abandoned when the subscription paused). */
export async function findOpenRenewalsOf(db: Db, subscriptionIds: readonly number[]): Promise<SubscriptionRenewalRow[]> {
  if (subscriptionIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(subscriptionRenewals)
    .where(and(inArray(subscriptionRenewals.subscriptionId, [...subscriptionIds]), inArray(subscriptionRenewals.status, ['open', 'abandoned', 'held'])))
    .orderBy(desc(subscriptionRenewals.cycle));
}

/** A subscription whose next box may need its 3-day notice: when and where it bills. */
export interface NoticeCandidate {
  id: number;
  nextBillDate: string;
  timeZone: string;
  cursor: DueCursor;
}

/**
 * A page of the live subscriptions whose next box bills after `now` and by `until`, not yet told
 * of it (the 3-day notices), in (bill time, id) order (ADR 125).
 */
export async function findSubscriptionsToNotify(db: Db, window: { now: Date; until: Date }, page: DuePage): Promise<NoticeCandidate[]> {
  const rows = await db
    .select({ id: subscriptions.id, nextBillDate: subscriptions.nextBillDate, timeZone: subscriptions.timeZone, at: cursorTime(subscriptions.nextBillAt) })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['trialing', 'active']),
        gt(subscriptions.nextBillAt, window.now),
        lte(subscriptions.nextBillAt, window.until),
        afterCursor(subscriptions.nextBillAt, subscriptions.id, page.after),
        notExists(
          db
            .select({ one: sql`1` })
            .from(subscriptionNotices)
            .where(
              and(
                eq(subscriptionNotices.subscriptionId, subscriptions.id),
                eq(subscriptionNotices.billDate, subscriptions.nextBillDate),
                eq(subscriptionNotices.kind, 'bills-soon'),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(subscriptions.nextBillAt), asc(subscriptions.id))
    .limit(page.limit);
  return rows.map(({ at, ...row }) => ({ ...row, cursor: { at, id: row.id } }));
}
