import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoRequests, visitReviews, type PhotoRequestRow, type VisitReviewRow } from '../../db/schema/index';

/**
 * Records the decision on a visit unless one exists: of two providers deciding at once, the
 * second insert waits for the first to commit, then finds the row and inserts nothing.
 */
export async function insertVisitReviewOnce(db: Db, values: { visitId: number; patientId: number; staffId: number; decidedAt: Date }): Promise<boolean> {
  const inserted = await db.insert(visitReviews).values(values).onConflictDoNothing().returning({ visitId: visitReviews.visitId });
  return inserted.length === 1;
}

export async function findVisitReview(db: Db, visitId: number): Promise<VisitReviewRow | undefined> {
  const [row] = await db.select().from(visitReviews).where(eq(visitReviews.visitId, visitId));
  return row;
}

export async function insertPhotoRequest(db: Db, values: { visitId: number; patientId: number; staffId: number; note: string; requestedAt: Date }): Promise<PhotoRequestRow | undefined> {
  const [row] = await db.insert(photoRequests).values(values).onConflictDoNothing().returning();
  return row;
}

/** The newest request of a visit, open or answered. */
export async function findLatestPhotoRequest(db: Db, visitId: number): Promise<PhotoRequestRow | undefined> {
  const [row] = await db.select().from(photoRequests).where(eq(photoRequests.visitId, visitId)).orderBy(desc(photoRequests.requestedAt)).limit(1);
  return row;
}

/** Open requests of these visits (the queue's "waiting for photos"). */
/** A patient's open requests (their dashboard). */
export async function findOpenPhotoRequestsOfPatient(db: Db, patientId: number): Promise<PhotoRequestRow[]> {
  return db
    .select()
    .from(photoRequests)
    .where(and(eq(photoRequests.patientId, patientId), isNull(photoRequests.answeredAt)))
    .orderBy(desc(photoRequests.requestedAt));
}

export async function markPhotoRequestAnswered(db: Db, id: number, at: Date): Promise<void> {
  await db.update(photoRequests).set({ answeredAt: at }).where(and(eq(photoRequests.id, id), isNull(photoRequests.answeredAt)));
}
