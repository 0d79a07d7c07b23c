import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoTypeList, Visit } from '@app/domain/contracts';
import { categoryNameForId } from '@app/domain/constants';
import { FLOWS } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import { missingRequiredTypes, photoTypesForStep, type PhotoStep, PHOTO_MAX_BYTES } from '@app/domain/photos';
import { deletePhoto } from '../api/delete-photo';
import { getPhotoTypes } from '../api/get-photo-types';
import { getVisitPhotos } from '../api/get-visit-photos';
import { uploadPhoto, type VisitPhoto } from '../api/upload-photo';
import { isHeicPhoto, photoForUpload } from '../utils/heic-photo';
import { reportPhotoUploadFailed, uploadErrorMessage } from '../utils/report-upload-failure';

export type PhotoTypeState =
  | { status: 'idle' }
  | { status: 'converting' }
  | { status: 'uploading' }
  | { status: 'deleting' }
  | { status: 'error'; message: string };

/** A photo type is busy while its photo is converted, uploaded or deleted: its picker opens nothing. */
export const isPhotoTypeBusy = (state: PhotoTypeState) => state.status === 'converting' || state.status === 'uploading' || state.status === 'deleting';

export interface PhotoStepState {
  types: PhotoTypeList | null;
  /** The photo types could not be loaded (000 §8: the page asks for a refresh). */
  hasLoadFailed: boolean;
  photos: VisitPhoto[];
  stateOf: (perspective: string) => PhotoTypeState;
  photosOf: (perspective: string) => VisitPhoto[];
  /** True once every required type of the step has a photo. */
  isComplete: boolean;
  isBusy: boolean;
  upload: (perspective: string, file: File) => Promise<void>;
  remove: (perspective: string, photo: VisitPhoto) => Promise<void>;
  /** Signed links live five minutes: an image that fails to load asks for fresh links once. */
  refreshLinks: () => void;
}

/**
 * The photo types of one photo step of a visit, the visit's photos, and uploading and deleting.
 * After every change the photo list is read back from the server, which knows what a new upload
 * replaced.
 */
export function usePhotoStep(visit: Visit, step: PhotoStep, fallbackError: string): PhotoStepState {
  const [types, setTypes] = useState<PhotoTypeList | null>(null);
  const [hasLoadFailed, setHasLoadFailed] = useState(false);
  const [photos, setPhotos] = useState<VisitPhoto[]>(visit.photos);
  const [states, setStates] = useState<Record<string, PhotoTypeState>>({});
  const isRefreshing = useRef(false);

  useEffect(() => {
    let isCurrent = true;
    const category = categoryNameForId(visit.treatmentCategory) ?? FLOWS[visit.flow].category;
    getPhotoTypes(category, FLOWS[visit.flow].flowType)
      .then((all) => isCurrent && setTypes(photoTypesForStep(all, step)))
      .catch(() => isCurrent && setHasLoadFailed(true));
    return () => {
      isCurrent = false;
    };
  }, [visit.treatmentCategory, visit.flow, step]);

  const setState = (perspective: string, state: PhotoTypeState) => setStates((current) => ({ ...current, [perspective]: state }));

  const reload = useCallback(async () => {
    setPhotos(await getVisitPhotos(visit.uuid));
  }, [visit.uuid]);

  const upload = async (perspective: string, file: File) => {
    if (file.size > PHOTO_MAX_BYTES) {
      setState(perspective, { status: 'error', message: MESSAGES.photos.tooLarge });
      return;
    }
    setState(perspective, { status: isHeicPhoto(file) ? 'converting' : 'uploading' });
    try {
      const upload = await photoForUpload(file);
      setState(perspective, { status: 'uploading' });
      await uploadPhoto(visit.uuid, perspective, upload);
      await reload();
      setState(perspective, { status: 'idle' });
    } catch (error) {
      reportPhotoUploadFailed(perspective, error);
      setState(perspective, { status: 'error', message: uploadErrorMessage(error, fallbackError) });
    }
  };

  const remove = async (perspective: string, photo: VisitPhoto) => {
    setState(perspective, { status: 'deleting' });
    try {
      await deletePhoto(visit.uuid, photo.id);
      await reload();
      setState(perspective, { status: 'idle' });
    } catch (error) {
      setState(perspective, { status: 'error', message: uploadErrorMessage(error, MESSAGES.form.genericServerError) });
    }
  };

  const refreshLinks = () => {
    if (isRefreshing.current) {
      return;
    }
    isRefreshing.current = true;
    reload()
      .catch(() => undefined)
      .finally(() => {
        // Allow another refresh later (links expire again), but not a loop on a broken image.
        setTimeout(() => {
          isRefreshing.current = false;
        }, 60_000);
      });
  };

  const photosOf = (perspective: string) => photos.filter((photo) => photo.metadata.photo_perspective === perspective);
  const stepPhotos = photos.map((photo) => ({ perspective: photo.metadata.photo_perspective }));
  return {
    types,
    hasLoadFailed,
    photos,
    stateOf: (perspective) => states[perspective] ?? { status: 'idle' },
    photosOf,
    isComplete: types !== null && missingRequiredTypes(types, stepPhotos).length === 0,
    isBusy: Object.values(states).some(isPhotoTypeBusy),
    upload,
    remove,
    refreshLinks,
  };
}
