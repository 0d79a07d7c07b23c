import { useState } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { requestSignInLink } from '../api/sign-in-link';

const TEXT = MESSAGES.signInLink;

/**
 * Offered while the account's log-ins are limited (ADR 134): instead of waiting, the patient asks
 * for a one-time link to the email address typed above. The answer is announced as a status.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const [isSending, setIsSending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  async function send() {
    setIsSending(true);
    try {
      setAnswer(await requestSignInLink({ email }));
    } catch (error) {
      setAnswer(error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <div className="sign-in-link-offer">
      <p>{TEXT.offer}</p>
      <Button variant="secondary" isLoading={isSending} onClick={() => void send()}>
        {TEXT.request}
      </Button>
      <p className="form__notice" role="status">
        {answer}
      </p>
    </div>
  );
}
