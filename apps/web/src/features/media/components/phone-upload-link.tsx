import { useRef, useState, type ReactNode } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ApiError, isValidationError } from '../../../lib/api-client';
import { sendPhotoUploadLink } from '../api/send-photo-upload-link';

type LinkState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'error'; message: string };

/** What the app layer's phone verification gets inside the dialog. */
export interface PhoneVerificationSlotProps {
  /** The id its heading must carry: the heading names the dialog. */
  headingId: string;
  /** Call once the number is confirmed: the link is sent, and a failure is thrown to show there. */
  onVerified: () => Promise<void>;
}

/** The messaging feature's phone verification, composed by the app layer (features never import each other). */
export type RenderPhoneVerification = (props: PhoneVerificationSlotProps) => ReactNode;

interface PhoneUploadLinkProps {
  visitUuid: string;
  /** Without it, an unconfirmed number only shows the server's message. */
  renderPhoneVerification?: RenderPhoneVerification | undefined;
}

const HEADING_ID = 'phone-link-dialog-heading';

function messageOf(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : MESSAGES.form.genericServerError;
}

/**
 * "We'll text you a link for phone upload" (000 §2, §4): texts the patient this visit's /v/{uuid}
 * page. When the number is not confirmed (the API's 422 on `phone`), a dialog asks for the number
 * and its code, then sends the link (ADR 062 §B).
 */
export function PhoneUploadLink({ visitUuid, renderPhoneVerification }: PhoneUploadLinkProps) {
  const [state, setState] = useState<LinkState>({ status: 'idle' });
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  async function send() {
    setState({ status: 'sending' });
    try {
      await sendPhotoUploadLink(visitUuid);
      setState({ status: 'sent' });
    } catch (error) {
      if (renderPhoneVerification && isValidationError(error) && error.errors.phone) {
        setState({ status: 'idle' });
        setIsDialogOpen(true);
        return;
      }
      setState({ status: 'error', message: messageOf(error) });
    }
  }

  async function sendAfterVerification() {
    await sendPhotoUploadLink(visitUuid);
    setIsDialogOpen(false);
    setState({ status: 'sent' });
  }

  return (
    <div className="phone-link">
      <button ref={trigger} type="button" className="link-button" disabled={state.status === 'sending'} onClick={() => void send()}>
        {MESSAGES.photos.phoneLinkAction}
      </button>
      <p className="phone-link__result" role="status">
        {state.status === 'sent' ? MESSAGES.photos.phoneLinkSent : ''}
      </p>
      {state.status === 'error' ? (
        <p className="field__error" role="alert">
          {state.message}
        </p>
      ) : null}
      {isDialogOpen && renderPhoneVerification ? (
        <ModalDialog
          labelledBy={HEADING_ID}
          className="phone-link-dialog"
          closeLabel="Close"
          returnFocusRef={trigger}
          onClose={() => setIsDialogOpen(false)}
        >
          {renderPhoneVerification({ headingId: HEADING_ID, onVerified: sendAfterVerification })}
        </ModalDialog>
      ) : null}
    </div>
  );
}
