import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema/index';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertOutboxMessage(db: Db, values: NewOutboxRow): Promise<OutboxRow> {
  const [row] = await db.insert(outboxMessages).values(values).returning();
  return row!;
}

export async function markOutboxMessageSent(db: Db, id: number, providerMessageId: string | null, at: Date): Promise<void> {
  await db.update(outboxMessages).set({ sentAt: at, providerMessageId }).where(eq(outboxMessages.id, id));
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
