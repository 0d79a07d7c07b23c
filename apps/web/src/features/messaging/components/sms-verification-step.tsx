import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import type { FlowStepProps } from '../../../lib/flow-step';
import { useSmsVerification } from '../hooks/use-sms-verification';
import { CodeEntryPanel } from './code-entry-panel';
import { LegalLinksFooter } from './legal-links-footer';
import { PhoneEntryForm } from './phone-entry-form';
import { BackControl } from '../../../components/ui/back-control';

/**
 * The `sms-verification` flow step (000 §2, §4, §5): "What's your phone number?", then "Verify your
 * phone number". A confirmed number finishes the step; Skip records it as skipped.
 */
export function SmsVerificationStep({ onDone, backPath }: FlowStepProps) {
  const sms = useSmsVerification(() => onDone());
  const skip = () => void onDone({ recordStep: true });

  if (sms.stage === 'code') {
    return (
      <section className="page page--narrow sms-step" aria-labelledby="sms-step-heading">
        <h1 id="sms-step-heading">{MESSAGES.phoneVerification.codeTitle}</h1>
        <CodeEntryPanel sms={sms}>
          <Button variant="secondary" onClick={skip}>
            Skip
          </Button>
        </CodeEntryPanel>
        <LegalLinksFooter />
      </section>
    );
  }

  return (
    <section className="page page--narrow sms-step" aria-labelledby="sms-step-heading">
      <h1 id="sms-step-heading">{MESSAGES.phoneVerification.phoneTitle}</h1>
      <p className="page__intro">
        We'll text you a code to verify it, and let you know when your provider has news.
      </p>
      <PhoneEntryForm sms={sms} />
      <div className="sms-step__actions">
        {backPath ? <BackControl to={backPath} /> : null}
        <Button variant="secondary" onClick={skip}>
          Skip
        </Button>
      </div>
      <LegalLinksFooter />
    </section>
  );
}
