import { useState } from 'react';
import { MESSAGES } from '@app/domain/messages/en';
import { ApiError } from '../../../lib/api-client';
import { sendPhotoUploadLink } from '../api/send-photo-upload-link';

type LinkState = { status: 'idle' } | { status: 'sending' } | { status: 'sent' } | { status: 'error'; message: string };

/**
 * "We'll text you a link for phone upload" (000 §2): texts the patient this visit's /v/{uuid}
 * page. Without a confirmed phone the API answers 422 with a message saying so, shown as is.
 */
export function PhoneUploadLink({ visitUuid }: { visitUuid: string }) {
  const [state, setState] = useState<LinkState>({ status: 'idle' });

  async function send() {
    setState({ status: 'sending' });
    try {
      await sendPhotoUploadLink(visitUuid);
      setState({ status: 'sent' });
    } catch (error) {
      const message = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : MESSAGES.form.genericServerError;
      setState({ status: 'error', message });
    }
  }

  return (
    <div className="phone-link">
      <button type="button" className="link-button" disabled={state.status === 'sending'} onClick={() => void send()}>
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
    </div>
  );
}
