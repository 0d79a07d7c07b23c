import { useState, type FormEvent } from 'react';
import { DECLINE_REASON_MAX_LENGTH } from '@app/domain/care';
import type { CareVisitView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { failureMessages } from '../../../lib/failure-messages';
import { staffTime } from '../../../lib/dates';
import { requestMorePhotos } from '../api/care-portal-api';

const TEXT = STAFF_MESSAGES.carePhotoRequest;

interface PhotoRequestPanelProps {
  uuid: string;
  request: CareVisitView['photoRequest'];
  /** Whether a new request can be made: the visit is finished, undecided, and no request is open. */
  canAsk: boolean;
  onAsked: (view: CareVisitView) => void;
}

/**
 * Photos asked for (ADR 117): the open or last request with whether the patient answered it, and
 * while the visit waits for a decision, the form that asks the patient for more (a note they read
 * on their dashboard). The server's refusals are shown in its words.
 */
export function PhotoRequestPanel({ uuid, request, canAsk, onAsked }: PhotoRequestPanelProps) {
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<string[]>([]);
  const [isSending, setIsSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setIsSending(true);
    setProblems([]);
    try {
      onAsked(await requestMorePhotos(uuid, note));
      setNote('');
      setSent(true);
    } catch (error) {
      setProblems(failureMessages(error, MESSAGES.form.genericServerError));
    } finally {
      setIsSending(false);
    }
  }

  return (
    <section className="card care-visit__section" aria-labelledby="care-photo-request-heading">
      <h2 id="care-photo-request-heading">{request && !canAsk ? TEXT.openHeading : TEXT.heading}</h2>
      <p role="status" className="care-status">
        {sent ? TEXT.sent : ''}
      </p>
      {request ? (
        <div className="care-photo-request">
          <p>{fillTemplate(TEXT.requestedOn, { date: staffTime(request.requestedAt), note: request.note })}</p>
          <p className="card__note">{request.answeredAt ? fillTemplate(TEXT.answeredOn, { date: staffTime(request.answeredAt) }) : TEXT.waiting}</p>
        </div>
      ) : null}
      {canAsk ? (
        <form className="form care-form" noValidate onSubmit={(event) => void submit(event)}>
          {problems.length > 0 ? (
            <FormErrorBox>
              {problems.map((problem) => (
                <p key={problem}>{problem}</p>
              ))}
            </FormErrorBox>
          ) : null}
          <TextAreaField id="care-photo-request-note" label={TEXT.note} hint={TEXT.noteHint} rows={3} maxLength={DECLINE_REASON_MAX_LENGTH} value={note} onChange={(event) => setNote(event.target.value)} />
          <Button type="submit" variant="secondary" isLoading={isSending}>
            {TEXT.submit}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
