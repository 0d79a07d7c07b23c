import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessage(db: Db, values: NewOutboxRow): Promise<OutboxRow> {
  const [row] = await db.insert(outboxMessages).values(values).returning();
  return row!;
}

/**
 * The message, locked until the caller's transaction ends, when it still waits for delivery and
 * no other transaction holds it: a second worker skips it instead of waiting to send it again.
 */
export async function lockPendingOutboxMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), isNull(outboxMessages.sentAt), isNull(outboxMessages.gaveUpAt)))
    .for('update', { skipLocked: true });
  return row;
}

/** Sent: the sealed full text goes, the blanked record stays. */
export async function markOutboxMessageSent(db: Db, id: number, providerMessageId: string | null, at: Date): Promise<void> {
  await db.update(outboxMessages).set({ sentAt: at, providerMessageId, sealedBody: null }).where(eq(outboxMessages.id, id));
}

/** One more failed attempt; when `gaveUpAt` is given, delivery stops and the sealed text goes. */
export async function recordOutboxFailure(db: Db, id: number, reason: string, gaveUpAt: Date | null): Promise<void> {
  await db
    .update(outboxMessages)
    .set({
      failedAttempts: sql`${outboxMessages.failedAttempts} + 1`,
      lastFailure: reason,
      ...(gaveUpAt ? { gaveUpAt, sealedBody: null } : {}),
    })
    .where(and(eq(outboxMessages.id, id), isNull(outboxMessages.sentAt)));
}

/** Newest first; the filters are exact matches (the recipient column is indexed). */
export async function findOutboxMessages(
  db: Db,
  filter: { recipient?: string | undefined; channel?: 'sms' | 'email' | undefined; limit: number },
): Promise<OutboxRow[]> {
  const conditions: SQL[] = [];
  if (filter.recipient !== undefined) {
    conditions.push(eq(outboxMessages.recipient, filter.recipient));
  }
  if (filter.channel !== undefined) {
    conditions.push(eq(outboxMessages.channel, filter.channel));
  }
  return db
    .select()
    .from(outboxMessages)
    .where(and(...conditions))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(filter.limit);
}

/** The patient's messages, newest first (`outbox_patient_idx`). */
export async function findOutboxMessagesOfPatient(db: Db, patientId: number, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.patientId, patientId))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

export async function findOutboxMessage(db: Db, id: number, channel: 'sms' | 'email'): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.channel, channel)));
  return row;
}

export async function findOutboxMessageOfPatient(db: Db, patientId: number, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.patientId, patientId)));
  return row;
}
