import type { ReactNode } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { FormMessageBox } from '../../../components/ui/form-error-box';
import type { SmsVerification } from '../hooks/use-sms-verification';

interface SmsFormProps {
  sms: SmsVerification;
  onSubmit: () => void;
  /** The submit button is off until the field's value is valid and nothing is being sent. */
  canSubmit: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** The frame of the phone and the code forms: the error box, the field(s), and the submit button. */
export function SmsForm({ sms, onSubmit, canSubmit, submitLabel, children }: SmsFormProps) {
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormMessageBox message={sms.formMessage} title={MESSAGES.flashTitles.error} />
      {children}
      <Button type="submit" className="form__submit" disabled={!canSubmit} isLoading={sms.isBusy}>
        {submitLabel}
      </Button>
    </form>
  );
}
