import type { Db } from '../../db/client';
import type { PhotoRow } from '../../db/schema/index';
import { findVisitPhotos } from './photos.repository';

/** The live photos of a visit (ownership is checked by the caller, who resolved the visit). */
export async function listVisitPhotos(db: Db, visitId: number): Promise<PhotoRow[]> {
  return findVisitPhotos(db, visitId);
}

export interface VisitPhotoView {
  id: number;
  localUrl: string;
  metadata: { photo_perspective: string; treatment_category: number };
}

/**
 * A visit's photos as the browser sees them. `localUrl` points at the owner-only file route; the
 * media module signs it with an expiry (short-lived link).
 */
export async function listVisitPhotoViews(db: Db, visitId: number): Promise<VisitPhotoView[]> {
  const rows = await findVisitPhotos(db, visitId);
  return rows.map((row) => toVisitPhotoView(row));
}

export function toVisitPhotoView(row: PhotoRow): VisitPhotoView {
  return {
    id: row.id,
    localUrl: `/api/photos/${row.id}/file`,
    metadata: { photo_perspective: row.perspective, treatment_category: row.treatmentCategory },
  };
}
