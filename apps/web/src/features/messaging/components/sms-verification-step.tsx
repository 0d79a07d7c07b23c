import { Link } from 'react-router';
import { MESSAGES } from '@app/domain/messages/en';
import { Button } from '../../../components/ui/button';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { TextField } from '../../../components/ui/text-field';
import type { FlowStepProps } from '../../../lib/flow-step';
import { useSmsVerification } from '../hooks/use-sms-verification';
import { LegalLinksFooter } from './legal-links-footer';

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
        <p className="page__intro">Enter the four-digit code we texted to {sms.phone}.</p>
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            sms.submitCode();
          }}
        >
          {sms.formMessage ? (
            <FormErrorBox title={MESSAGES.flashTitles.error}>
              <p>{sms.formMessage}</p>
            </FormErrorBox>
          ) : null}
          {sms.notice ? (
            <p className="form__notice" role="status">
              {sms.notice}
            </p>
          ) : null}
          <TextField
            id="sms-code"
            name="code"
            label="Verification code"
            className={sms.codeFailure ? 'sms-step__code sms-step__code--critical' : 'sms-step__code'}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={4}
            value={sms.code}
            error={sms.codeError}
            onChange={(event) => sms.setCode(event.target.value)}
            onFocus={sms.hideCodeError}
            onBlur={sms.showCodeError}
          />
          <Button type="submit" className="form__submit" disabled={!sms.canSubmitCode} isLoading={sms.isBusy}>
            Verify
          </Button>
        </form>
        <div className="sms-step__actions">
          <Button variant="secondary" onClick={sms.backToPhone}>
            Back
          </Button>
          <Button variant="secondary" disabled={sms.isBusy} onClick={() => void sms.resendCode()}>
            Resend code
          </Button>
          <Button variant="secondary" onClick={skip}>
            Skip
          </Button>
        </div>
        <LegalLinksFooter />
      </section>
    );
  }

  return (
    <section className="page page--narrow sms-step" aria-labelledby="sms-step-heading">
      <h1 id="sms-step-heading">{MESSAGES.phoneVerification.phoneTitle}</h1>
      <p className="page__intro">We'll text you a code to verify it, and let you know when your provider has news.</p>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void sms.submitPhone();
        }}
      >
        {sms.formMessage ? (
          <FormErrorBox title={MESSAGES.flashTitles.error}>
            <p>{sms.formMessage}</p>
          </FormErrorBox>
        ) : null}
        <TextField
          id="sms-phone"
          name="phone"
          type="tel"
          label="Phone number"
          hint="US numbers only, e.g. 555-123-4567"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="555-123-4567"
          value={sms.phone}
          error={sms.phoneError}
          onChange={(event) => sms.setPhone(event.target.value)}
          onFocus={sms.hidePhoneError}
          onBlur={sms.showPhoneError}
        />
        <Button type="submit" className="form__submit" disabled={!sms.canSubmitPhone} isLoading={sms.isBusy}>
          Next
        </Button>
      </form>
      <div className="sms-step__actions">
        {backPath ? (
          <Link className="button button--secondary" to={backPath}>
            Back
          </Link>
        ) : null}
        <Button variant="secondary" onClick={skip}>
          Skip
        </Button>
      </div>
      <LegalLinksFooter />
    </section>
  );
}
