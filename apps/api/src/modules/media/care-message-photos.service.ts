import { CARE_MESSAGE_MAX_PHOTOS, CARE_MESSAGES_PER_WINDOW, CARE_MESSAGE_WINDOW_MINUTES } from '@app/domain/care';
import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import { consumeAttempt } from '../rate-limits';
import type { PhotoLinkSigner } from './photo-links';
import { CARE_TEAM_PHOTO, removeStored, storeUploadedPhoto, type MediaDeps } from './photo-uploads.service';
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

/**
 * Stores a message photo of the patient's, as `perspective`; uploads are limited per uploader
 * (`limitKey`) like the messages they go with. The link is signed for `viewerId` by `deps.links`.
 */
async function storeMessagePhoto(deps: MediaDeps, upload: { patientId: number; perspective: string; limitKey: string; viewerId: number; bytes: Buffer }): Promise<CareMessagePhoto> {
  await consumeAttempt(deps.db, {
    key: upload.limitKey,
    max: CARE_MESSAGES_PER_WINDOW * CARE_MESSAGE_MAX_PHOTOS,
    windowMinutes: CARE_MESSAGE_WINDOW_MINUTES,
    message: MESSAGES.careMessages.tooManyMessages,
  });
  const stored = await storeUploadedPhoto(deps, upload.patientId, upload.bytes);
  try {
    const row = await insertPhoto(deps.db, { ...stored, patientId: upload.patientId, visitId: null, perspective: upload.perspective, treatmentCategory: null });
    return { photoId: row.id, url: deps.links.urlFor(row.id, upload.viewerId) };
  } catch (error) {
    await removeStored(deps, [stored.storageKey]);
    throw error;
  }
}

/** Stores a photo for a patient's message; uploads are limited per patient. */
export async function uploadCareMessagePhoto(deps: MediaDeps, patientId: number, bytes: Buffer): Promise<CareMessagePhoto> {
  return storeMessagePhoto(deps, { patientId, perspective: CARE_MESSAGE_PHOTO, limitKey: `care-message-photos:patient:${patientId}`, viewerId: patientId, bytes });
}

/**
 * Stores a photo a care-team member sends a patient in a reply (ADR 120), under the patient; its
 * link is the member's, so `deps.links` must be the care team's signer. Limited per member.
 */
export async function uploadCareTeamPhoto(deps: MediaDeps, sender: { staffId: number; patientId: number }, bytes: Buffer): Promise<CareMessagePhoto> {
  return storeMessagePhoto(deps, {
    patientId: sender.patientId,
    perspective: CARE_TEAM_PHOTO,
    limitKey: `care-team-photos:staff:${sender.staffId}`,
    viewerId: sender.staffId,
    bytes,
  });
}

async function photoIdsOf(db: Db, patientId: number, perspective: string, photoIds: readonly number[]): Promise<number[]> {
  const rows = await findLivePhotosByIds(db, photoIds);
  return rows.filter((row) => row.patientId === patientId && row.perspective === perspective).map((row) => row.id);
}

/** Which of `photoIds` are the patient's own live message photos (the others are left out). */
export function findOwnCareMessagePhotoIds(db: Db, patientId: number, photoIds: readonly number[]): Promise<number[]> {
  return photoIdsOf(db, patientId, CARE_MESSAGE_PHOTO, photoIds);
}

/** Which of `photoIds` are live photos the care team uploaded for this patient (the others are left out). */
export function findCareTeamPhotoIdsFor(db: Db, patientId: number, photoIds: readonly number[]): Promise<number[]> {
  return photoIdsOf(db, patientId, CARE_TEAM_PHOTO, photoIds);
}

/**
 * Signed links to the live photos among `photoIds`, for their owner, or for the care-team member
 * `staffViewerId` under care-team links (ADR 117); a deleted photo has none.
 */
export async function careMessagePhotoLinks(db: Db, links: PhotoLinkSigner, photoIds: readonly number[], staffViewerId?: number): Promise<Map<number, string>> {
  const rows = await findLivePhotosByIds(db, photoIds);
  return new Map(rows.map((row) => [row.id, links.urlFor(row.id, staffViewerId ?? row.patientId)]));
}
