import { TextField } from '../../../components/ui/text-field';
import type { SmsVerification } from '../hooks/use-sms-verification';
import { SmsForm } from './sms-form';

/** Phone number entry (000 §5: mask 3-3-4, error on blur, Next disabled until valid). */
export function PhoneEntryForm({ sms }: { sms: SmsVerification }) {
  return (
    <SmsForm sms={sms} onSubmit={() => void sms.submitPhone()} canSubmit={sms.canSubmitPhone} submitLabel="Next">
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
    </SmsForm>
  );
}
