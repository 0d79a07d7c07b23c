import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import type { FlowStepProps } from '../../../lib/flow-step';
import { useEmailVerification } from '../hooks/use-email-verification';

/**
 * The `verify-email` flow step (000 §2): a link is emailed; "Resend email" sends another, and
 * outside production "Auto-verify email" skips the mailbox. Done once the address is verified.
 */
export function VerifyEmailStep({ onDone }: FlowStepProps) {
  const verification = useEmailVerification(() => onDone());
  const { status } = verification;

  if (!status && !verification.errorMessage) {
    return <LoadingScreen />;
  }

  return (
    <section className="page page--narrow verify-email-step" aria-labelledby="verify-email-heading">
      <h1 id="verify-email-heading">{MESSAGES.emailVerification.title}</h1>
      {status ? (
        <p className="page__intro">
          We sent an email to <strong>{status.email}</strong>. Open the link in it to verify your address, and we'll
          take you to the next step.
        </p>
      ) : null}
      {verification.errorMessage ? (
        <FormErrorBox title={MESSAGES.flashTitles.error}>
          <p>{verification.errorMessage}</p>
        </FormErrorBox>
      ) : null}
      {verification.notice ? (
        <p className="form__notice" role="status">
          {verification.notice}
        </p>
      ) : null}
      <p>Didn't get it? Check your spam folder, or send it again.</p>
      <div className="verify-email-step__actions">
        <Button variant="secondary" isLoading={verification.isBusy} onClick={() => void verification.resend()}>
          Resend email
        </Button>
        {status?.canAutoVerify ? (
          <Button variant="secondary" disabled={verification.isBusy} onClick={() => void verification.autoVerify()}>
            Auto-verify email
          </Button>
        ) : null}
      </div>
    </section>
  );
}
