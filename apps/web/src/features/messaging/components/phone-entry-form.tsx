import { MESSAGES } from '@app/domain/messages/en';
import { Button } from '../../../components/ui/button';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { TextField } from '../../../components/ui/text-field';
import type { SmsVerification } from '../hooks/use-sms-verification';

/** Phone number entry (000 §5: mask 3-3-4, error on blur, Next disabled until valid). */
export function PhoneEntryForm({ sms }: { sms: SmsVerification }) {
  return (
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
  );
}
