import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { photos, type PhotoRow } from '../../db/schema/index';

/** Namespace of the per-visit advisory lock that serialises uploads to one visit. */
const PHOTO_LOCK_NAMESPACE = 3001;

/** The live photos of a visit, oldest first. */
export async function findVisitPhotos(db: Db, visitId: number): Promise<PhotoRow[]> {
  // Every visit view lists them: a prepared statement (ADR 076).
  const statement = prepared(db, 'visit_photos', (d) =>
    d
      .select()
      .from(photos)
      .where(and(eq(photos.visitId, sql.placeholder('visitId')), isNull(photos.deletedAt)))
      .orderBy(asc(photos.createdAt), asc(photos.id)),
  );
  return statement.execute({ visitId });
}

/** A live photo by id, whoever owns it (callers compare `patientId`). */
export async function findLivePhoto(db: Db, id: number): Promise<PhotoRow | undefined> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), isNull(photos.deletedAt)));
  return row;
}

export type NewPhoto = Pick<
  PhotoRow,
  'patientId' | 'visitId' | 'perspective' | 'treatmentCategory' | 'storageKey' | 'contentType' | 'byteSize' | 'width' | 'height'
>;

export type PhotoInsert = { ok: true; row: PhotoRow; replaced: PhotoRow[] } | { ok: false; reason: 'limit-reached' };

/**
 * Adds a photo to a visit under a per-visit lock, so two uploads racing for a single-photo type
 * cannot both stay. With `replaceSameType` the type's earlier photos are soft-deleted in the same
 * transaction (their files are the caller's to remove); otherwise at most `maxOfType` may exist.
 */
export async function insertVisitPhoto(
  db: Db,
  values: NewPhoto & { visitId: number },
  rule: { replaceSameType: boolean; maxOfType: number },
): Promise<PhotoInsert> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PHOTO_LOCK_NAMESPACE}, ${values.visitId})`);
    const sameType = await tx
      .select()
      .from(photos)
      .where(and(eq(photos.visitId, values.visitId), eq(photos.perspective, values.perspective), isNull(photos.deletedAt)));
    if (rule.replaceSameType && sameType.length > 0) {
      await tx
        .update(photos)
        .set({ deletedAt: new Date() })
        .where(inArray(photos.id, sameType.map((row) => row.id)));
    } else if (!rule.replaceSameType && sameType.length >= rule.maxOfType) {
      return { ok: false, reason: 'limit-reached' } as const;
    }
    const [row] = await tx.insert(photos).values(values).returning();
    if (!row) {
      throw new Error('photo insert returned no row');
    }
    return { ok: true, row, replaced: rule.replaceSameType ? sameType : [] } as const;
  });
}

/** Soft-deletes a live photo; false when it was already gone (a concurrent delete won). */
export async function softDeletePhoto(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(photos)
    .set({ deletedAt: new Date() })
    .where(and(eq(photos.id, id), isNull(photos.deletedAt)))
    .returning({ id: photos.id });
  return rows.length > 0;
}

/** Adds a photo that belongs to no visit type (a message's attachment, ADR 112). */
export async function insertPhoto(db: Db, values: NewPhoto): Promise<PhotoRow> {
  const [row] = await db.insert(photos).values(values).returning();
  if (!row) {
    throw new Error('photo insert returned no row');
  }
  return row;
}

/** The live photos among `ids`, whoever owns them (callers compare `patientId`). */
export async function findLivePhotosByIds(db: Db, ids: readonly number[]): Promise<PhotoRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select()
    .from(photos)
    .where(and(inArray(photos.id, [...ids]), isNull(photos.deletedAt)));
}

/** Each visit's newest live photo time (whether a photo request was answered), one statement. */
export async function findNewestPhotoTimesOfVisits(db: Db, visitIds: readonly number[]): Promise<Map<number, Date>> {
  if (visitIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ visitId: photos.visitId, newest: max(photos.createdAt) })
    .from(photos)
    .where(and(inArray(photos.visitId, [...visitIds]), isNull(photos.deletedAt)))
    .groupBy(photos.visitId);
  return new Map(rows.flatMap((row) => (row.visitId !== null && row.newest ? [[row.visitId, row.newest] as const] : [])));
}
