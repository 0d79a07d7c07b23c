import { TextField } from '../../../components/ui/text-field';
import type { SmsVerification } from '../hooks/use-sms-verification';
import { SmsForm } from './sms-form';

/** The four-digit code; the fourth digit submits it after a short pause (the hook's timer). */
export function CodeEntryForm({ sms }: { sms: SmsVerification }) {
  return (
    <SmsForm sms={sms} onSubmit={sms.submitCode} canSubmit={sms.canSubmitCode} submitLabel="Verify">
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
    </SmsForm>
  );
}
