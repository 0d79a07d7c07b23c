import { useState } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { FLOWS } from '@app/domain/flows';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import type { FlowStepProps } from '../../../lib/flow-step';
import { completeSignup } from '../api/complete-signup';

/** The last step: the patient sends the finished visit to their provider. */
export function CompleteStep({ visit, onDone }: FlowStepProps) {
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setIsSending(true);
    setError(null);
    try {
      await completeSignup(FLOWS[visit.flow].category, visit.uuid);
      await onDone();
    } catch (caught) {
      // 000 §8: the server message, or "An error occurred", under "Whoops!".
      setError(caught instanceof ApiError && caught.message ? caught.message : MESSAGES.completion.failure);
      setIsSending(false);
    }
  }

  return (
    <section className="page page--narrow" aria-labelledby="complete-heading">
      <h1 id="complete-heading">Ready for your provider</h1>
      <p className="page__intro">
        Your answers, photos and consultation are in. A licensed provider will review them and prescribe your personalized treatment.
      </p>
      {error && (
        <div className="form-error-box" role="alert">
          <p className="form-error-box__title">{MESSAGES.flashTitles.critical}</p>
          <p>{error}</p>
        </div>
      )}
      <Button type="button" isLoading={isSending} onClick={() => void send()}>
        Send my visit to my provider
      </Button>
    </section>
  );
}
