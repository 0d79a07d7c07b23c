import { useId, useState, type FormEvent, type RefObject } from 'react';
import type { CancelRequest } from '@app/domain/contracts';
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASONS, type CancelReason } from '@app/domain/subscriptions';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { SelectField } from '../../../components/ui/select-field';

const TEXT = MESSAGES.manageSubscription;
const REASON_OPTIONS = CANCEL_REASONS.map((reason) => ({ value: reason, label: MESSAGES.cancelReasons[reason] }));
const isReason = (value: string): value is CancelReason => (CANCEL_REASONS as readonly string[]).includes(value);

interface CancelDialogProps {
  isCanceling: boolean;
  /** Cancels; answers the refusal's message, or null once canceled (the dialog is then closed by its owner). */
  onConfirm: (request: CancelRequest) => Promise<string | null>;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** "Cancel your subscription?": a reason (required), an optional note, then confirm or keep it. */
export function CancelDialog({ isCanceling, onConfirm, onClose, returnFocusRef }: CancelDialogProps) {
  const ids = { heading: useId(), reason: useId(), note: useId() };
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<{ field: 'reason' | 'form'; text: string } | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isReason(reason)) {
      setError({ field: 'reason', text: TEXT.cancelReasonRequired });
      document.getElementById(ids.reason)?.focus();
      return;
    }
    const refusal = await onConfirm({ reason, ...(note.trim() ? { note: note.trim() } : {}) });
    setError(refusal ? { field: 'form', text: refusal } : null);
  }

  return (
    <ModalDialog labelledBy={ids.heading} onClose={onClose} returnFocusRef={returnFocusRef}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <h2 id={ids.heading}>{TEXT.cancelHeading}</h2>
        <p>{TEXT.cancelIntro}</p>
        <SelectField
          id={ids.reason}
          label={TEXT.cancelReason}
          placeholder={TEXT.cancelReasonPlaceholder}
          options={REASON_OPTIONS}
          value={reason}
          required
          error={error?.field === 'reason' ? error.text : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
        <div className="field">
          <label htmlFor={ids.note} className="field__label">
            {TEXT.cancelNote}
          </label>
          <textarea id={ids.note} className="field__input" rows={3} maxLength={CANCEL_NOTE_MAX_LENGTH} value={note} onChange={(event) => setNote(event.target.value)} />
        </div>
        {error?.field === 'form' ? <p role="alert" className="subscription__outcome subscription__outcome--alert">{error.text}</p> : null}
        <div className="modal__actions subscription__actions">
          <Button type="submit" isLoading={isCanceling}>
            {TEXT.cancelConfirm}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {TEXT.cancelKeep}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
