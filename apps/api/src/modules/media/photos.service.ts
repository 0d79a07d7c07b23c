import { FLOWS, type FlowId } from '@app/domain/flows';
import { missingRequiredTypes, photoTypesFor, photoTypesForStep, type PhotoStep, type PhotoType } from '@app/domain/photos';
import type { Db } from '../../db/client';
import type { PhotoRow, VisitRow } from '../../db/schema/index';
import { findNewestPhotoTimesOfVisits, findVisitPhotos } from './photos.repository';
import type { PhotoLinkSigner } from './photo-links';

/** The live photos of a visit (ownership is checked by the caller, who resolved the visit). */
export async function listVisitPhotos(db: Db, visitId: number): Promise<PhotoRow[]> {
  return findVisitPhotos(db, visitId);
}

export interface VisitPhotoView {
  id: number;
  localUrl: string;
  metadata: { photo_perspective: string; treatment_category: number | null };
}

/**
 * A visit's photos as the browser sees them. `localUrl` is a short-lived signed link to the
 * owner-only file route.
 */
export async function listVisitPhotoViews(db: Db, visitId: number, links: PhotoLinkSigner): Promise<VisitPhotoView[]> {
  const rows = await findVisitPhotos(db, visitId);
  return rows.map((row) => toVisitPhotoView(row, links));
}

/** What a visit view shows of a photo: its link is signed from these. */
export type VisitPhotoSource = Pick<PhotoRow, 'id' | 'patientId' | 'perspective' | 'treatmentCategory'>;

export function toVisitPhotoView(row: VisitPhotoSource, links: PhotoLinkSigner): VisitPhotoView {
  return {
    id: row.id,
    localUrl: links.urlFor(row.id, row.patientId),
    metadata: { photo_perspective: row.perspective, treatment_category: row.treatmentCategory },
  };
}

/** The photo types a visit's flow asks for; `isMinor` swaps the ID type to the guardian's ID. */
export function photoTypesOfVisit(visit: VisitRow, isMinor: boolean): PhotoType[] {
  const flow = FLOWS[visit.flow as FlowId];
  return photoTypesFor(flow.category, flow.flowType, { isMinor });
}

/**
 * The required types of a photo step that have no photo yet. The visits module can refuse to
 * record `photo-id` or `photos` while this is not empty (the web disables Send until then).
 */
export async function missingPhotosForStep(db: Db, visit: VisitRow, step: PhotoStep, isMinor: boolean): Promise<PhotoType[]> {
  const types = photoTypesForStep(photoTypesOfVisit(visit, isMinor), step);
  return missingRequiredTypes(types, await findVisitPhotos(db, visit.id));
}

/** Each visit's newest live photo time: a photo request is answered by a photo sent after it (ADR 117). */
export function newestPhotoTimesOfVisits(db: Db, visitIds: readonly number[]): Promise<Map<number, Date>> {
  return findNewestPhotoTimesOfVisits(db, visitIds);
}
