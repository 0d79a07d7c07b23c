import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds, type NewRefundRow, type RefundRow } from '../../db/schema/index';

export async function insertRefund(tx: Db, row: NewRefundRow): Promise<RefundRow> {
  const [inserted] = await tx.insert(refunds).values(row).returning();
  return inserted!;
}

export async function findRefundByKey(db: Db, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey));
  return row;
}

export async function findRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** What refunds done or under way hold of a charge: the amount no other refund may take. */
export async function reservedCentsOfInvoice(tx: Db, invoiceId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.invoiceId, invoiceId), inArray(refunds.status, ['pending', 'succeeded'])));
  return row?.cents ?? 0;
}

/** Takes the lease of a pending refund whose lease is free or expired; undefined when another holds it or it is settled. */
export async function claimPendingRefund(db: Db, id: number, now: Date, until: Date): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ sendingUntil: until })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending'), or(isNull(refunds.sendingUntil), lt(refunds.sendingUntil, now))))
    .returning();
  return row;
}

/** Settles a pending refund with the processor's answer; undefined when it was settled already. */
export async function settlePendingRefund(
  tx: Db,
  id: number,
  values: Pick<NewRefundRow, 'status' | 'refundRef' | 'failureMessage' | 'settledAt'>,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({ ...values, sendingUntil: null })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning();
  return row;
}

export async function releaseRefundLease(db: Db, id: number): Promise<void> {
  await db.update(refunds).set({ sendingUntil: null }).where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
}

/** The refunds of these charges, newest first (one statement). */
export async function findRefundsOfInvoices(db: Db, invoiceIds: readonly number[]): Promise<RefundRow[]> {
  if (invoiceIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.invoiceId, [...invoiceIds]))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
}

/** Refunds left pending since before `before` whose lease is free or expired, oldest first (`refunds_pending_idx`). */
export async function findStalePendingRefunds(db: Db, before: Date, now: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.createdAt, before), or(isNull(refunds.sendingUntil), lt(refunds.sendingUntil, now))))
    .orderBy(refunds.createdAt)
    .limit(limit);
}
