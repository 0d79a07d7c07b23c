import { and, asc, desc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  subscriptionEvents,
  subscriptionItems,
  subscriptionRenewals,
  subscriptions,
  type SubscriptionEventRow,
  type SubscriptionItemRow,
  type SubscriptionRow,
} from '../../db/schema/index';
import { afterCursor, cursorTime, type DueCursor, type DuePage } from './due-walk';

export type NewSubscription = typeof subscriptions.$inferInsert;
export type NewSubscriptionItem = Omit<typeof subscriptionItems.$inferInsert, 'subscriptionId'>;
export type NewSubscriptionEvent = typeof subscriptionEvents.$inferInsert;

export async function insertSubscription(db: Db, row: NewSubscription, items: NewSubscriptionItem[]): Promise<SubscriptionRow> {
  const [subscription] = await db.insert(subscriptions).values(row).returning();
  if (items.length > 0) {
    await db.insert(subscriptionItems).values(items.map((item) => ({ ...item, subscriptionId: subscription!.id })));
  }
  return subscription!;
}

/** The patient's subscriptions, newest first, with their items (two statements). */
export async function findSubscriptionsOfPatient(db: Db, patientId: number): Promise<{ subscription: SubscriptionRow; items: SubscriptionItemRow[] }[]> {
  const rows = await db.select().from(subscriptions).where(eq(subscriptions.patientId, patientId)).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  if (rows.length === 0) {
    return [];
  }
  const items = await db
    .select()
    .from(subscriptionItems)
    .where(inArray(subscriptionItems.subscriptionId, rows.map((row) => row.id)))
    .orderBy(asc(subscriptionItems.position), asc(subscriptionItems.id));
  return rows.map((subscription) => ({ subscription, items: items.filter((item) => item.subscriptionId === subscription.id) }));
}

export async function findSubscription(db: Db, subscriptionId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return row;
}

/** The patient's subscription of that id; undefined for another patient's. */
export async function findOwnSubscription(db: Db, patientId: number, subscriptionId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.patientId, patientId)));
  return row;
}

/** The patient's subscription of that id, locked until the transaction ends; undefined for another patient's. */
export async function lockOwnSubscription(db: Db, patientId: number, subscriptionId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.patientId, patientId)))
    .for('update');
  return row;
}

/** A subscription, locked until the transaction ends: changes and billing of one subscription take turns. */
export async function lockSubscription(db: Db, subscriptionId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
  return row;
}

/** The subscription a visit's checkout started, locked until the transaction ends. */
export async function lockSubscriptionOfVisit(db: Db, visitId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.visitId, visitId)).for('update');
  return row;
}

export async function findItemsOfSubscription(db: Db, subscriptionId: number): Promise<SubscriptionItemRow[]> {
  return db.select().from(subscriptionItems).where(eq(subscriptionItems.subscriptionId, subscriptionId)).orderBy(asc(subscriptionItems.position), asc(subscriptionItems.id));
}

export async function updateSubscription(db: Db, subscriptionId: number, values: Partial<NewSubscription>): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(values).where(eq(subscriptions.id, subscriptionId)).returning();
  return row!;
}

export async function insertSubscriptionItem(db: Db, subscriptionId: number, item: NewSubscriptionItem): Promise<void> {
  await db.insert(subscriptionItems).values({ ...item, subscriptionId });
}

/** Takes an item off a subscription's later boxes; true when it was on them. */
export async function deleteSubscriptionItem(db: Db, subscriptionId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .delete(subscriptionItems)
    .where(and(eq(subscriptionItems.subscriptionId, subscriptionId), eq(subscriptionItems.itemId, itemId)))
    .returning({ id: subscriptionItems.id });
  return rows.length > 0;
}

export async function insertSubscriptionEvent(db: Db, event: NewSubscriptionEvent): Promise<void> {
  await db.insert(subscriptionEvents).values(event);
}

/** A subscription's history, newest first. */
export async function findEventsOfSubscriptions(db: Db, subscriptionIds: readonly number[]): Promise<SubscriptionEventRow[]> {
  if (subscriptionIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(subscriptionEvents)
    .where(inArray(subscriptionEvents.subscriptionId, [...subscriptionIds]))
    .orderBy(desc(subscriptionEvents.at), desc(subscriptionEvents.id));
}

/**
 * A page of the live subscriptions whose box is due at `now` and not opened yet (an opened cycle
 * is the retries' business), in (bill time, id) order: the renewals pass walks them all (ADR 125).
 * The partial index holds only live subscriptions.
 */
export async function findDueSubscriptions(db: Db, now: Date, page: DuePage): Promise<{ id: number; cursor: DueCursor }[]> {
  const rows = await db
    .select({ id: subscriptions.id, at: cursorTime(subscriptions.nextBillAt) })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['trialing', 'active']),
        lte(subscriptions.nextBillAt, now),
        afterCursor(subscriptions.nextBillAt, subscriptions.id, page.after),
        notExists(
          db
            .select({ one: sql`1` })
            .from(subscriptionRenewals)
            .where(and(eq(subscriptionRenewals.subscriptionId, subscriptions.id), eq(subscriptionRenewals.cycle, sql`${subscriptions.cycle} + 1`))),
        ),
      ),
    )
    .orderBy(asc(subscriptions.nextBillAt), asc(subscriptions.id))
    .limit(page.limit);
  return rows.map(({ id, at }) => ({ id, cursor: { at, id } }));
}

/** The largest position of a subscription's items, for an added one to go last. */
export async function lastItemPosition(db: Db, subscriptionId: number): Promise<number> {
  const [row] = await db
    .select({ position: sql<number>`coalesce(max(${subscriptionItems.position}), -1)::int` })
    .from(subscriptionItems)
    .where(eq(subscriptionItems.subscriptionId, subscriptionId));
  return row?.position ?? -1;
}
