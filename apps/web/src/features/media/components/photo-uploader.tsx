import type { ChangeEvent } from 'react';
import type { PhotoTypeList } from '@app/domain/contracts';
import { MAX_PHOTOS_PER_MULTIPLE_TYPE, PHOTO_INPUT_ACCEPT } from '@app/domain/photos';
import { Button } from '../../../components/ui/button';
import type { VisitPhoto } from '../api/upload-photo';
import { isPhotoTypeBusy, type PhotoTypeState } from '../hooks/use-photo-step';
import { UploadIcon } from './upload-icon';

/** What the polite status line says while a photo type is busy (a HEIC photo is converted first). */
const STATUS_TEXTS: Partial<Record<PhotoTypeState['status'], string>> = {
  converting: 'Converting…',
  uploading: 'Uploading…',
  deleting: 'Deleting…',
};

interface PhotoUploaderProps {
  type: PhotoTypeList[number];
  photos: VisitPhoto[];
  state: PhotoTypeState;
  onUpload: (file: File) => void;
  onDelete: (photo: VisitPhoto) => void;
  onImageError: () => void;
  onOpenIdHelp?: () => void;
}

/**
 * One photo type: the example, the patient's own photo(s) with Delete, and the file picker
 * (on a phone it offers the camera). A single-photo type's picker replaces the photo.
 */
export function PhotoUploader({ type, photos, state, onUpload, onDelete, onImageError, onOpenIdHelp }: PhotoUploaderProps) {
  const isBusy = isPhotoTypeBusy(state);
  const isFull = type.allowsMultiple && photos.length >= MAX_PHOTOS_PER_MULTIPLE_TYPE;
  const isReplace = !type.allowsMultiple && photos.length > 0;
  const errorId = `photo-${type.type}-error`;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so picking the same file again (after an error) still fires a change.
    event.target.value = '';
    if (file) {
      onUpload(file);
    }
  }

  return (
    <div className="photo-uploader">
      <figure className="photo-uploader__example">
        <img src={type.exampleImageUrl} alt={type.exampleImageAlt} width={type.imagesWidth} height={type.imagesHeight} />
        <figcaption>Example</figcaption>
      </figure>
      <div className="photo-uploader__own">
        {photos.map((photo, index) => (
          <figure key={photo.id} className="photo-uploader__photo">
            <img
              src={photo.localUrl}
              alt={photos.length > 1 ? `Your photo ${index + 1}: ${type.title}` : `Your photo: ${type.title}`}
              width={type.imagesWidth}
              height={type.imagesHeight}
              onError={onImageError}
            />
            <Button variant="secondary" disabled={isBusy} aria-label={`Delete photo: ${type.title}`} onClick={() => onDelete(photo)}>
              Delete
            </Button>
          </figure>
        ))}
        {isFull ? null : (
          <label className={`button button--secondary photo-uploader__pick${isBusy ? ' photo-uploader__pick--busy' : ''}`}>
            <UploadIcon name={type.uploadImagePlaceholderIcon} />
            {isReplace ? (
              <span>
                Replace photo<span className="visually-hidden">: {type.title}</span>
              </span>
            ) : (
              <span>{type.uploadImageText}</span>
            )}
            <input
              type="file"
              className="visually-hidden"
              accept={PHOTO_INPUT_ACCEPT}
              // Not `disabled`: the picker keeps focus through the upload, so a keyboard or
              // screen-reader user stays on it (ADR 139); a press while busy opens nothing.
              aria-disabled={isBusy || undefined}
              onClick={(event) => isBusy && event.preventDefault()}
              aria-describedby={state.status === 'error' ? errorId : undefined}
              onChange={pick}
            />
          </label>
        )}
        <p className="photo-uploader__status" role="status">
          {STATUS_TEXTS[state.status] ?? ''}
        </p>
        {state.status === 'error' ? (
          <p id={errorId} className="field__error" role="alert">
            {state.message}
          </p>
        ) : null}
        {type.modalLinkText && onOpenIdHelp ? (
          <button type="button" className="link-button" onClick={onOpenIdHelp}>
            {type.modalLinkText}
          </button>
        ) : null}
      </div>
    </div>
  );
}
