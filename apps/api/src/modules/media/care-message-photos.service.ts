import { CARE_MESSAGE_MAX_PHOTOS, CARE_MESSAGES_PER_WINDOW, CARE_MESSAGE_WINDOW_MINUTES } from '@app/domain/care/care-messages';
import { MESSAGES } from '@app/domain/messages/en';
import type { Db } from '../../db/client';
import { consumeAttempt } from '../rate-limits/rate-limits.service';
import type { PhotoLinkSigner } from './photo-links';
import { removeStored, storeUploadedPhoto, type MediaDeps } from './photo-uploads.service';
import { findLivePhotosByIds, insertPhoto } from './photos.repository';

/**
 * Photos a patient attaches to a message to the care team (ADR 112): the same pipeline, storage
 * and signed links as visit photos, in the same table, with no visit and no category. They are
 * uploaded first and named by id when the message is sent; the care-team module attaches them.
 */
export const CARE_MESSAGE_PHOTO = 'care_message';

/** A photo ready to attach: its id and a short-lived link for its owner. */
export interface CareMessagePhoto {
  photoId: number;
  url: string;
}

/** Stores a photo for a message; uploads are limited per patient like the messages they go with. */
export async function uploadCareMessagePhoto(deps: MediaDeps, patientId: number, bytes: Buffer): Promise<CareMessagePhoto> {
  await consumeAttempt(deps.db, {
    key: `care-message-photos:patient:${patientId}`,
    max: CARE_MESSAGES_PER_WINDOW * CARE_MESSAGE_MAX_PHOTOS,
    windowMinutes: CARE_MESSAGE_WINDOW_MINUTES,
    message: MESSAGES.careMessages.tooManyMessages,
  });
  const stored = await storeUploadedPhoto(deps, patientId, bytes);
  try {
    const row = await insertPhoto(deps.db, { ...stored, patientId, visitId: null, perspective: CARE_MESSAGE_PHOTO, treatmentCategory: null });
    return { photoId: row.id, url: deps.links.urlFor(row.id, patientId) };
  } catch (error) {
    await removeStored(deps, [stored.storageKey]);
    throw error;
  }
}

/** Which of `photoIds` are the patient's own live message photos (the others are left out). */
export async function findOwnCareMessagePhotoIds(db: Db, patientId: number, photoIds: readonly number[]): Promise<number[]> {
  const rows = await findLivePhotosByIds(db, photoIds);
  return rows.filter((row) => row.patientId === patientId && row.perspective === CARE_MESSAGE_PHOTO).map((row) => row.id);
}

/**
 * Signed links to the live photos among `photoIds`, for their owner, or for the care-team member
 * `staffViewerId` under care-team links (ADR 117); a deleted photo has none.
 */
export async function careMessagePhotoLinks(db: Db, links: PhotoLinkSigner, photoIds: readonly number[], staffViewerId?: number): Promise<Map<number, string>> {
  const rows = await findLivePhotosByIds(db, photoIds);
  return new Map(rows.map((row) => [row.id, links.urlFor(row.id, staffViewerId ?? row.patientId)]));
}
