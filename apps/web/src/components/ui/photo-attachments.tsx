import { fillTemplate } from '@app/domain/formatting';
import { PHOTO_INPUT_ACCEPT } from '@app/domain/photos';
import type { PhotoAttachmentsState } from '../../hooks/use-photo-attachments';
import { Button } from './button';
import { FieldError } from './field-error';
import './photo-attachments.css';

export interface PhotoAttachmentsText {
  legend: string;
  /** `{count}`: how many photos one message takes. */
  hint: string;
  /** `{number}`: the photo's place in the message. */
  attached: string;
  remove: string;
  choose: string;
  uploading: string;
}

interface PhotoAttachmentsProps {
  id: string;
  attachments: PhotoAttachmentsState;
  max: number;
  /** An upload's refusal, or the server's word on the photos of the message sent. */
  error: string | undefined;
  isDisabled: boolean;
  text: PhotoAttachmentsText;
}

/** The photos of a message being written: thumbnails with Remove, and a picker until `max` are attached. */
export function PhotoAttachments({ id, attachments, max, error, isDisabled, text }: PhotoAttachmentsProps) {
  const { photos, isUploading } = attachments;
  return (
    <fieldset className="photo-attachments" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="field__label">{text.legend}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {fillTemplate(text.hint, { count: max })}
      </p>
      {photos.length > 0 ? (
        <ul className="photo-thumbs">
          {photos.map((photo, index) => (
            <li key={photo.photoId}>
              <img src={photo.url} alt={fillTemplate(text.attached, { number: index + 1 })} width={72} height={72} />
              <Button variant="link" onClick={() => attachments.remove(photo.photoId)}>
                {fillTemplate(text.remove, { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length >= max ? null : (
        <label className={`button button--secondary photo-attachments__pick${isUploading ? ' photo-attachments__pick--busy' : ''}`}>
          <span>{isUploading ? text.uploading : text.choose}</span>
          <input type="file" className="visually-hidden" accept={PHOTO_INPUT_ACCEPT} disabled={isUploading || isDisabled} onChange={(event) => void attachments.pick(event)} />
        </label>
      )}
      <FieldError fieldId={id} message={error} />
    </fieldset>
  );
}
