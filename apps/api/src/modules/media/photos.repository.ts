import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos, type PhotoRow } from '../../db/schema/index';

/** The live photos of a visit, oldest first. */
export async function findVisitPhotos(db: Db, visitId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.visitId, visitId), isNull(photos.deletedAt)))
    .orderBy(asc(photos.createdAt));
}
