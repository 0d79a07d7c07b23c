import { useId, useState, type FormEvent } from 'react';
import { CARE_MESSAGE_MAX_LENGTH, CARE_MESSAGE_MAX_PHOTOS, CARE_SUBJECT_MAX_LENGTH, careMessageFieldErrors } from '@app/domain/care';
import { MESSAGES } from '@app/domain/messages';
import { firstFieldError, hasFieldErrors, type FieldErrors } from '@app/domain/validation';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { describedByIds } from '../../../components/ui/field-ids';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { PhotoAttachments } from '../../../components/ui/photo-attachments';
import { TextField } from '../../../components/ui/text-field';
import { usePhotoAttachments } from '../../../hooks/use-photo-attachments';
import { ApiError, isValidationError } from '../../../lib/api-client';
import { uploadCareMessagePhoto } from '../api/care-messages-api';

const TEXT = MESSAGES.careMessages;

export interface MessageDraft {
  subject?: string;
  body: string;
  photoIds: number[];
}

interface MessageFormProps {
  /** A new thread asks for a subject; a reply does not. */
  hasSubject: boolean;
  heading: string;
  submitLabel: string;
  onSend: (draft: MessageDraft) => Promise<void>;
}

/**
 * A message to the care team: subject (new threads), text and up to four photos, each uploaded
 * when picked. The domain's rules are checked before sending and the server's answers shown on
 * their fields; a refusal without a field (the sending limit, a failure) shows above the button.
 */
export function MessageForm({ hasSubject, heading, submitLabel, onSend }: MessageFormProps) {
  const id = useId();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sentNotice, setSentNotice] = useState<string | null>(null);
  // A new photo makes the server's word on the last message's photos stale.
  const attachments = usePhotoAttachments(uploadCareMessagePhoto, () => setErrors((current) => ({ ...current, photoIds: [] })));
  const photos = attachments.photos;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setSentNotice(null);
    const draft: MessageDraft = { ...(hasSubject ? { subject } : {}), body, photoIds: photos.map((photo) => photo.photoId) };
    const found = careMessageFieldErrors({ subject: draft.subject, body, photoCount: photos.length });
    setErrors(found);
    if (hasFieldErrors(found)) {
      return;
    }
    setIsSending(true);
    try {
      await onSend(draft);
      setSubject('');
      setBody('');
      attachments.clear();
      setSentNotice(TEXT.sent);
    } catch (error) {
      if (isValidationError(error)) {
        setErrors(error.errors);
      } else {
        setFormError(error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);
      }
    } finally {
      setIsSending(false);
    }
  }

  const bodyId = `${id}-body`;
  const bodyError = firstFieldError(errors, 'body');
  const photosError = firstFieldError(errors, 'photoIds');
  return (
    <form className="form message-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="message-form__heading">
        {heading}
      </h2>
      {hasSubject ? (
        <TextField
          id={`${id}-subject`}
          label={TEXT.subject}
          value={subject}
          maxLength={CARE_SUBJECT_MAX_LENGTH}
          error={firstFieldError(errors, 'subject')}
          onChange={(event) => setSubject(event.target.value)}
        />
      ) : null}
      <div className="field">
        <label htmlFor={bodyId} className="field__label">
          {hasSubject ? TEXT.body : TEXT.reply}
        </label>
        <textarea
          id={bodyId}
          className="field__input message-form__body"
          rows={5}
          value={body}
          maxLength={CARE_MESSAGE_MAX_LENGTH}
          aria-invalid={bodyError ? true : undefined}
          aria-describedby={describedByIds(bodyId, false, Boolean(bodyError))}
          onChange={(event) => setBody(event.target.value)}
        />
        <FieldError fieldId={bodyId} message={bodyError} />
      </div>
      <PhotoAttachments
        id={`${id}-photos`}
        attachments={attachments}
        max={CARE_MESSAGE_MAX_PHOTOS}
        error={attachments.error ?? photosError}
        isDisabled={isSending}
        text={{ legend: TEXT.photos, hint: TEXT.photosHint, attached: TEXT.attachedPhoto, remove: TEXT.removePhoto, choose: TEXT.choosePhoto, uploading: TEXT.uploadingPhoto }}
      />
      {formError ? <FormErrorBox>{formError}</FormErrorBox> : null}
      <p role="status" className="message-form__notice">
        {sentNotice ?? ''}
      </p>
      <div>
        <Button type="submit" isLoading={isSending} disabled={attachments.isUploading}>
          {isSending ? TEXT.sending : submitLabel}
        </Button>
      </div>
    </form>
  );
}
