import { useCallback, useState, type ChangeEvent } from 'react';
import type { CareAttachment } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { firstFieldError } from '@app/domain/validation';
import { ApiError, isValidationError } from '../lib/api-client';

export interface PhotoAttachmentsState {
  photos: CareAttachment[];
  isUploading: boolean;
  /** Why the last photo picked was not uploaded, in the server's words. */
  error: string | undefined;
  pick: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
  remove: (photoId: number) => void;
  clear: () => void;
}

/**
 * Photos attached to a message before it is sent (ADRs 112, 120): each uploaded when picked, by
 * `upload` (the patient's or the care team's route), and sent with the message by id.
 */
export function usePhotoAttachments(upload: (file: File) => Promise<CareAttachment>, onPick?: () => void): PhotoAttachmentsState {
  const [photos, setPhotos] = useState<CareAttachment[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) {
      return;
    }
    setIsUploading(true);
    setError(undefined);
    onPick?.();
    try {
      const photo = await upload(file);
      setPhotos((current) => [...current, photo]);
    } catch (failure) {
      setError(isValidationError(failure) ? (firstFieldError(failure.errors, 'file') ?? failure.message) : failure instanceof ApiError ? failure.message : MESSAGES.photos.uploadFailed);
    } finally {
      setIsUploading(false);
    }
  }

  const remove = useCallback((photoId: number) => setPhotos((current) => current.filter((photo) => photo.photoId !== photoId)), []);
  const clear = useCallback(() => {
    setPhotos([]);
    setError(undefined);
  }, []);
  return { photos, isUploading, error, pick, remove, clear };
}
