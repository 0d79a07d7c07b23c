import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sandboxCharges, sandboxCustomers, sandboxPaymentMethods, sandboxRefunds, sandboxTokens } from '../../../db/schema/index';

export type SandboxTokenRow = typeof sandboxTokens.$inferSelect;
export type SandboxPaymentMethodRow = typeof sandboxPaymentMethods.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;

export async function insertToken(db: Db, row: typeof sandboxTokens.$inferInsert): Promise<void> {
  await db.insert(sandboxTokens).values(row);
}

/** Marks a token used and answers it; undefined when it does not exist or was used before (one statement). */
export async function useToken(db: Db, id: string, at: Date): Promise<SandboxTokenRow | undefined> {
  const [row] = await db
    .update(sandboxTokens)
    .set({ usedAt: at })
    .where(and(eq(sandboxTokens.id, id), isNull(sandboxTokens.usedAt)))
    .returning();
  return row;
}

export async function insertCustomer(db: Db, row: typeof sandboxCustomers.$inferInsert): Promise<void> {
  await db.insert(sandboxCustomers).values(row);
}

export async function customerExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: sandboxCustomers.id }).from(sandboxCustomers).where(eq(sandboxCustomers.id, id));
  return rows.length === 1;
}

export async function insertPaymentMethod(db: Db, row: typeof sandboxPaymentMethods.$inferInsert): Promise<SandboxPaymentMethodRow> {
  const [inserted] = await db.insert(sandboxPaymentMethods).values(row).returning();
  return inserted!;
}

export async function findPaymentMethod(db: Db, id: string): Promise<SandboxPaymentMethodRow | undefined> {
  const [row] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
  return row;
}

/** Inserts a charge unless one exists with its idempotency key; answers the charge the key names. */
export async function insertChargeOnce(db: Db, row: typeof sandboxCharges.$inferInsert): Promise<SandboxChargeRow> {
  const [inserted] = await db.insert(sandboxCharges).values(row).onConflictDoNothing({ target: sandboxCharges.idempotencyKey }).returning();
  return inserted ?? (await findChargeByKey(db, row.idempotencyKey))!;
}

export async function findChargeByKey(db: Db, idempotencyKey: string): Promise<SandboxChargeRow | undefined> {
  const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
  return row;
}

export async function markChargeVoided(db: Db, id: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(sandboxCharges)
    .set({ status: 'voided', voidedAt: at })
    .where(eq(sandboxCharges.id, id))
    .returning({ id: sandboxCharges.id });
  return updated.length === 1;
}

export type SandboxRefundRow = typeof sandboxRefunds.$inferSelect;

/** The charge, locked for the refund's transaction: refunds of one charge are made one after another. */
export async function lockCharge(tx: Db, id: string): Promise<SandboxChargeRow | undefined> {
  const [row] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, id)).for('update');
  return row;
}

export async function findRefundByKey(db: Db, idempotencyKey: string): Promise<SandboxRefundRow | undefined> {
  const [row] = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
  return row;
}

/** What the charge's refunds gave back so far. */
export async function refundedCentsOf(db: Db, chargeId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
    .from(sandboxRefunds)
    .where(eq(sandboxRefunds.chargeId, chargeId));
  return row?.cents ?? 0;
}

export async function insertRefund(db: Db, row: typeof sandboxRefunds.$inferInsert): Promise<SandboxRefundRow> {
  const [inserted] = await db.insert(sandboxRefunds).values(row).returning();
  return inserted!;
}
