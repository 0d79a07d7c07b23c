import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CareMessageSender } from '@app/domain/care';
import type { Db } from '../../db/client';
import { careMessageAttachments, careMessages, careThreads, type CareMessageRow, type CareThreadRow } from '../../db/schema/index';

export async function insertThread(db: Db, values: { patientId: number; subject: string; at: Date }): Promise<CareThreadRow> {
  const [row] = await db
    .insert(careThreads)
    .values({ patientId: values.patientId, subject: values.subject, createdAt: values.at, lastMessageAt: values.at })
    .returning();
  if (!row) {
    throw new Error('thread insert returned no row');
  }
  return row;
}

/**
 * Adds a message and moves its thread's last activity and wait, in the caller's transaction: a
 * patient's message starts the wait unless one is running, the care team's answer ends it. One
 * UPDATE of the thread row, so concurrent messages apply one after another under its row lock.
 */
export async function insertMessage(db: Db, values: typeof careMessages.$inferInsert & { createdAt: Date }): Promise<CareMessageRow> {
  const [row] = await db.insert(careMessages).values(values).returning();
  if (!row) {
    throw new Error('message insert returned no row');
  }
  const waitingSince = values.senderRole === 'patient' ? sql`coalesce(${careThreads.waitingSince}, ${values.createdAt.toISOString()}::timestamptz)` : null;
  await db.update(careThreads).set({ lastMessageAt: values.createdAt, waitingSince }).where(eq(careThreads.id, values.threadId));
  return row;
}

/** Attaches photos to a message; a photo already on a message is left out. Returns how many were attached. */
export async function insertAttachments(db: Db, messageId: number, photoIds: readonly number[]): Promise<number> {
  if (photoIds.length === 0) {
    return 0;
  }
  const rows = await db
    .insert(careMessageAttachments)
    .values(photoIds.map((photoId, position) => ({ messageId, photoId, position })))
    .onConflictDoNothing()
    .returning({ photoId: careMessageAttachments.photoId });
  return rows.length;
}

/** Which of `photoIds` are already on a message. */
export async function findAttachedPhotoIds(db: Db, photoIds: readonly number[]): Promise<number[]> {
  if (photoIds.length === 0) {
    return [];
  }
  const rows = await db
    .select({ photoId: careMessageAttachments.photoId })
    .from(careMessageAttachments)
    .where(inArray(careMessageAttachments.photoId, [...photoIds]));
  return rows.map((row) => row.photoId);
}

const isUnreadByPatient = and(eq(careMessages.senderRole, 'provider'), isNull(careMessages.readAt));

/** The patient's threads, latest activity first, each with its message and unread counts (one statement). */
export async function findThreadSummaries(db: Db, patientId: number) {
  return db
    .select({
      thread: careThreads,
      messageCount: count(careMessages.id),
      unreadCount: sql<number>`count(*) filter (where ${careMessages.senderRole} = 'provider' and ${careMessages.readAt} is null)`.mapWith(Number),
    })
    .from(careThreads)
    .leftJoin(careMessages, eq(careMessages.threadId, careThreads.id))
    .where(eq(careThreads.patientId, patientId))
    .groupBy(careThreads.id)
    .orderBy(desc(careThreads.lastMessageAt), desc(careThreads.id));
}

/** Care-team messages the patient has not read, across their threads (the partial unread index). */
export async function countUnreadOfPatient(db: Db, patientId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(careMessages)
    .where(and(eq(careMessages.patientId, patientId), isUnreadByPatient));
  return row?.unread ?? 0;
}

export async function findThread(db: Db, threadId: number): Promise<CareThreadRow | undefined> {
  const [row] = await db.select().from(careThreads).where(eq(careThreads.id, threadId));
  return row;
}

/** A thread's messages, oldest first. */
export async function findMessagesOfThread(db: Db, threadId: number): Promise<CareMessageRow[]> {
  return db.select().from(careMessages).where(eq(careMessages.threadId, threadId)).orderBy(asc(careMessages.createdAt), asc(careMessages.id));
}

/** The photos on these messages, in the order they were attached. */
export async function findAttachmentsOfMessages(db: Db, messageIds: readonly number[]) {
  if (messageIds.length === 0) {
    return [];
  }
  return db
    .select({ messageId: careMessageAttachments.messageId, photoId: careMessageAttachments.photoId })
    .from(careMessageAttachments)
    .where(inArray(careMessageAttachments.messageId, [...messageIds]))
    .orderBy(asc(careMessageAttachments.position));
}

/** Marks the unread messages one side sent in a thread as read by the other; returns how many. */
export async function markThreadMessagesRead(db: Db, threadId: number, sentBy: CareMessageSender, at: Date): Promise<number> {
  const rows = await db
    .update(careMessages)
    .set({ readAt: at })
    .where(and(eq(careMessages.threadId, threadId), eq(careMessages.senderRole, sentBy), isNull(careMessages.readAt)))
    .returning({ id: careMessages.id });
  return rows.length;
}
