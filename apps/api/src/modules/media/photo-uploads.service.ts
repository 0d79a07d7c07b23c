import { randomUUID } from 'node:crypto';
import { TREATMENT_CATEGORIES, TREATMENT_CATEGORY_NAMES, type TreatmentCategoryName } from '@app/domain/constants';
import type { FlowType } from '@app/domain/flows';
import { MESSAGES, invalidFieldMessage } from '@app/domain/messages';
import { MAX_PHOTOS_PER_MULTIPLE_TYPE, PHOTO_FLOW_TYPES, photoTypesFor, type PhotoType } from '@app/domain/photos';
import type { Db } from '../../db/client';
import type { PhotoRow } from '../../db/schema/index';
import { AppError, validationError } from '../../errors';
import { getSignedInPatient, isMinorPatient } from '../patients';
import { getOwnVisit } from '../visits';
import type { FileStorage } from './file-storage';
import { processPhoto, type HeicDecoder } from './image-pipeline';
import type { PhotoLinkSigner } from './photo-links';
import { findLivePhoto, insertVisitPhoto, softDeletePhoto } from './photos.repository';
import { photoTypesOfVisit, toVisitPhotoView, type VisitPhotoView } from './photos.service';

/**
 * Photos a care-team member attaches to a reply (ADR 120). They are stored under the patient they
 * are for, so the patient's own signed links open them, but they are the care team's record: the
 * patient cannot delete them or attach them to a message of their own.
 */
export const CARE_TEAM_PHOTO = 'care_team_message';

/** What the photo services need besides the database; built once in photosRoutes. */
export interface MediaDeps {
  db: Db;
  storage: FileStorage;
  links: PhotoLinkSigner;
  decodeHeic: HeicDecoder;
  /** Reports a failure that must not fail the request, such as a file left behind in storage. */
  warn: (error: unknown, message: string) => void;
}

/** Photo types for a category and flow type; a signed-in minor is asked for the guardian's ID. */
export async function listRequiredPhotoTypes(
  db: Db,
  patientId: number | undefined,
  category: TreatmentCategoryName,
  flowType: FlowType,
): Promise<PhotoType[]> {
  const isMinor = patientId === undefined ? false : isMinorPatient(await getSignedInPatient(db, patientId));
  return photoTypesFor(category, flowType, { isMinor });
}

/** Every flow type and category with its photo types (GET /app/photos/for-flows). */
export async function listPhotoTypesForFlows(db: Db, patientId: number | undefined) {
  const isMinor = patientId === undefined ? false : isMinorPatient(await getSignedInPatient(db, patientId));
  return PHOTO_FLOW_TYPES.flatMap((flowType) =>
    TREATMENT_CATEGORY_NAMES.map((category) => ({
      flowType,
      treatmentCategory: TREATMENT_CATEGORIES[category],
      photoTypes: photoTypesFor(category, flowType, { isMinor }),
    })),
  );
}

export async function removeStored(deps: MediaDeps, keys: string[]): Promise<void> {
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (error) {
      deps.warn(error, 'a deleted photo could not be removed from storage');
    }
  }
}

/**
 * Stores a photo for a type of the visit's flow. The bytes decide the file type; the image is
 * re-encoded without metadata. A type without `allowsMultiple` keeps only the newest photo.
 */
export async function uploadVisitPhoto(
  deps: MediaDeps,
  patientId: number,
  visitUuid: string,
  upload: { perspective: string; bytes: Buffer },
): Promise<VisitPhotoView> {
  const { db } = deps;
  const patient = await getSignedInPatient(db, patientId);
  const visit = await getOwnVisit(db, patientId, visitUuid);
  const type = photoTypesOfVisit(visit, isMinorPatient(patient)).find((candidate) => candidate.type === upload.perspective);
  if (!type) {
    throw validationError({ perspective: [invalidFieldMessage('perspective')] });
  }
  const stored = await storeUploadedPhoto(deps, patientId, upload.bytes);
  let inserted;
  try {
    inserted = await insertVisitPhoto(
      db,
      { ...stored, patientId, visitId: visit.id, perspective: type.type, treatmentCategory: type.treatmentCategory },
      { replaceSameType: !type.allowsMultiple, maxOfType: MAX_PHOTOS_PER_MULTIPLE_TYPE },
    );
  } catch (error) {
    await removeStored(deps, [stored.storageKey]);
    throw error;
  }
  if (!inserted.ok) {
    await removeStored(deps, [stored.storageKey]);
    throw validationError({ file: [MESSAGES.photos.tooMany] });
  }
  await removeStored(deps, inserted.replaced.map((row) => row.storageKey));
  return toVisitPhotoView(inserted.row, deps.links);
}

/** What the pipeline keeps of an upload: the file in private storage and its facts. */
export type StoredPhoto = Pick<PhotoRow, 'storageKey' | 'contentType' | 'byteSize' | 'width' | 'height'>;

/**
 * The one upload pipeline (ADR 030, 031): the bytes decide the file type, the image is re-encoded
 * without metadata and put in private storage under the patient's folder. A file the pipeline
 * refuses is a 422 on `file`. The caller writes the photo's row (and removes the file if it cannot).
 */
export async function storeUploadedPhoto(deps: MediaDeps, patientId: number, bytes: Buffer): Promise<StoredPhoto> {
  const processed = await processPhoto(bytes, deps.decodeHeic);
  if (!processed.ok) {
    const message = processed.reason === 'unsupported-type' ? MESSAGES.photos.unsupportedType : MESSAGES.photos.unreadable;
    throw validationError({ file: [message] });
  }
  const { photo } = processed;
  const storageKey = `photos/${patientId}/${randomUUID()}.${photo.extension}`;
  await deps.storage.put(storageKey, photo.bytes, photo.contentType);
  return { storageKey, contentType: photo.contentType, byteSize: photo.bytes.length, width: photo.width, height: photo.height };
}

async function deleteLivePhoto(deps: MediaDeps, photo: { id: number; storageKey: string }): Promise<void> {
  if (await softDeletePhoto(deps.db, photo.id)) {
    await removeStored(deps, [photo.storageKey]);
  }
}

/** Deletes a photo of one of the patient's visits; any other photo id is a 404. */
export async function deleteVisitPhoto(deps: MediaDeps, patientId: number, visitUuid: string, photoId: number): Promise<void> {
  const visit = await getOwnVisit(deps.db, patientId, visitUuid);
  const photo = await findLivePhoto(deps.db, photoId);
  if (!photo || photo.visitId !== visit.id || photo.patientId !== patientId) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  await deleteLivePhoto(deps, photo);
}

/**
 * Deletes one of the patient's photos; another patient's photo, and one the care team sent them,
 * answer the same 404 as none.
 */
export async function deleteOwnPhoto(deps: MediaDeps, patientId: number, photoId: number): Promise<void> {
  const photo = await findLivePhoto(deps.db, photoId);
  if (!photo || photo.patientId !== patientId || photo.perspective === CARE_TEAM_PHOTO) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  await deleteLivePhoto(deps, photo);
}

/**
 * The bytes behind a signed link, for the patient the link was issued to only. The link is checked
 * first (it names the patient, so another account's session fails it without a database read);
 * then the photo must be theirs and live.
 */
/**
 * A photo's bytes for a care-team member through their signed link (ADR 117): the link names the
 * staff member; the caller then checks the member may see this patient (the returned `patientId`).
 */
export async function readPhotoFileForCareTeam(
  deps: Pick<MediaDeps, 'db' | 'storage'> & { careLinks: PhotoLinkSigner },
  staffId: number,
  photoId: number,
  link: { expires: number; signature: string },
): Promise<{ bytes: Buffer; contentType: string; expires: number; patientId: number }> {
  if (deps.careLinks.verify({ photoId, patientId: staffId, ...link }) !== 'valid') {
    throw new AppError('FORBIDDEN', MESSAGES.photos.linkInvalid);
  }
  const photo = await findLivePhoto(deps.db, photoId);
  const bytes = photo ? await deps.storage.get(photo.storageKey) : undefined;
  if (!photo || !bytes) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  return { bytes, contentType: photo.contentType, expires: link.expires, patientId: photo.patientId };
}

export async function readPhotoFile(
  deps: MediaDeps,
  patientId: number,
  photoId: number,
  link: { expires: number; signature: string },
): Promise<{ bytes: Buffer; contentType: string; expires: number }> {
  if (deps.links.verify({ photoId, patientId, ...link }) !== 'valid') {
    throw new AppError('FORBIDDEN', MESSAGES.photos.linkInvalid);
  }
  const photo = await findLivePhoto(deps.db, photoId);
  const bytes = photo && photo.patientId === patientId ? await deps.storage.get(photo.storageKey) : undefined;
  if (!photo || !bytes) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  return { bytes, contentType: photo.contentType, expires: link.expires };
}
