import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CARE_MESSAGE_MAX_LENGTH, CARE_MESSAGE_MAX_PHOTOS, careMessageFieldErrors } from '@app/domain/care';
import type { CareMessageView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { firstFieldError, hasFieldErrors, type FieldErrors } from '@app/domain/validation';
import { Button } from '../../../components/ui/button';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { PhotoAttachments } from '../../../components/ui/photo-attachments';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { usePatientData } from '../../../hooks/use-patient-data';
import { usePhotoAttachments } from '../../../hooks/use-photo-attachments';
import { isValidationError } from '../../../lib/api-client';
import { staffTime } from '../../../lib/dates';
import { failureMessages } from '../../../lib/failure-messages';
import { answerCareTeamThread, getCareTeamThread, uploadCareTeamPhoto, type CareTeamThread } from '../api/care-portal-api';
import { RefusedPage, refusalOf } from './refused-page';
// The sent photos' thumbnails share the attachment picker's styles.
import '../../../components/ui/photo-attachments.css';
import './care-portal.css';

const TEXT = STAFF_MESSAGES.careThread;

/**
 * `/care/threads/{id}`: a patient's conversation with the care team (ADR 117), oldest message
 * first with the photos on each; opening it marks the patient's messages read. The answer is text
 * with up to four photos (ADR 120); the patient is emailed.
 */
export function CareThreadPage({ threadId }: { threadId: number }) {
  const load = useCallback(() => getCareTeamThread(threadId), [threadId]);
  const thread = usePatientData(load);
  const back = (
    <Link to="/care" className="dashboard-page__back">
      ← {TEXT.back}
    </Link>
  );
  const refusal = thread.status === 'error' ? refusalOf(thread.error) : null;
  if (refusal) {
    return <RefusedPage heading={TEXT.refusedHeading} message={refusal} back={back} />;
  }
  const data = thread.status === 'ready' ? thread.data : null;
  return (
    <DashboardPage
      isWide
      headingId="care-thread-heading"
      title={data?.subject ?? STAFF_MESSAGES.staffApp.careTeam}
      intro={data ? fillTemplate(TEXT.with, { name: data.patientName }) : ''}
      back={back}
      load={thread}
      text={TEXT}
    >
      {data ? (
        <div className="care-thread">
          <ol className="care-thread__messages" aria-labelledby="care-thread-heading">
            {data.messages.map((message) => (
              <MessageItem key={message.id} message={message} patientName={data.patientName} />
            ))}
          </ol>
          <ReplyForm threadId={threadId} onSent={thread.replace} />
        </div>
      ) : null}
    </DashboardPage>
  );
}

function MessageItem({ message, patientName }: { message: CareMessageView; patientName: string }) {
  const author = message.sender === 'patient' ? patientName : `${message.providerName ?? TEXT.careTeam} · ${TEXT.careTeam}`;
  return (
    // The care team's own messages on the right, as the patient's page has the patient's.
    <li className={`care-thread__message care-thread__message--${message.sender === 'patient' ? 'theirs' : 'ours'}`}>
      <p className="care-thread__meta">
        <strong>{author}</strong> · <time dateTime={message.sentAt}>{staffTime(message.sentAt)}</time>
      </p>
      <p className="care-thread__body">{message.body}</p>
      {message.attachments.length > 0 ? (
        <ul className="photo-thumbs">
          {message.attachments.map((attachment, index) => (
            <li key={attachment.photoId}>
              <a href={attachment.url} target="_blank" rel="noreferrer">
                <img src={attachment.url} alt={fillTemplate(TEXT.photo, { number: index + 1 })} width={120} height={120} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The provider's answer: text and up to four photos, checked by the domain's message rules before it is sent. */
function ReplyForm({ threadId, onSent }: { threadId: number; onSent: (thread: CareTeamThread) => void }) {
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [isSending, setIsSending] = useState(false);
  const [sent, setSent] = useState(false);
  const upload = useCallback((file: File) => uploadCareTeamPhoto(threadId, file), [threadId]);
  const attachments = usePhotoAttachments(upload, () => setErrors((current) => ({ ...current, photoIds: [] })));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSent(false);
    setFormErrors([]);
    const found = careMessageFieldErrors({ body, photoCount: attachments.photos.length });
    setErrors(found);
    if (hasFieldErrors(found)) {
      document.getElementById('care-reply-body')?.focus();
      return;
    }
    setIsSending(true);
    try {
      onSent(await answerCareTeamThread(threadId, { body, photoIds: attachments.photos.map((photo) => photo.photoId) }));
      setBody('');
      attachments.clear();
      setSent(true);
    } catch (error) {
      if (isValidationError(error) && (firstFieldError(error.errors, 'body') ?? firstFieldError(error.errors, 'photoIds'))) {
        setErrors(error.errors);
      } else {
        setFormErrors(failureMessages(error, MESSAGES.form.genericServerError));
      }
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form className="form card care-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="care-reply-heading">
      <h2 id="care-reply-heading">{TEXT.replyHeading}</h2>
      {formErrors.length > 0 ? (
        <FormErrorBox>
          {formErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </FormErrorBox>
      ) : null}
      <TextAreaField
        id="care-reply-body"
        label={TEXT.reply}
        hint={TEXT.replyHint}
        rows={5}
        maxLength={CARE_MESSAGE_MAX_LENGTH}
        value={body}
        error={firstFieldError(errors, 'body')}
        onChange={(event) => setBody(event.target.value)}
      />
      <PhotoAttachments
        id="care-reply-photos"
        attachments={attachments}
        max={CARE_MESSAGE_MAX_PHOTOS}
        error={attachments.error ?? firstFieldError(errors, 'photoIds')}
        isDisabled={isSending}
        text={TEXT.photos}
      />
      <p role="status" className="care-status">
        {sent ? TEXT.sent : ''}
      </p>
      <Button type="submit" isLoading={isSending} disabled={attachments.isUploading}>
        {TEXT.send}
      </Button>
    </form>
  );
}
