import type { Brand, GuardianResponse } from '@app/domain/contracts';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { EmailField } from '../../../components/ui/email-field';
import { FormMessageBox } from '../../../components/ui/form-error-box';
import { TermsConsentLabel } from '../../../components/ui/terms-consent-label';
import { TextField } from '../../../components/ui/text-field';
import { useGuardianForm } from '../hooks/use-guardian-form';

interface GuardianFormProps {
  legalLinks: Brand['legalLinks'];
  /** Sent with the form; the server echoes it back when it is a path on this site. */
  redirectUrl?: string | undefined;
  onSubmitted: (response: GuardianResponse) => void | Promise<void>;
}

/**
 * The guardian form of 000 §2: first and last name, email, phone (3-3-4), terms, Next. The labels
 * are the words of the "The {label} field is required." messages (validation/guardian.ts).
 */
export function GuardianForm({ legalLinks, redirectUrl, onSubmitted }: GuardianFormProps) {
  const form = useGuardianForm({ redirectUrl, onSubmitted });
  return (
    <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
      <FormMessageBox message={form.formMessage} />
      <TextField label="First name" autoComplete="off" {...form.field('firstname')} />
      <TextField label="Last name" autoComplete="off" {...form.field('lastname')} />
      <EmailField autoComplete="off" {...form.field('email')} />
      <TextField
        type="tel"
        label="Phone number"
        hint="555-555-5555"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        {...form.field('phone')}
      />
      <CheckboxField
        label={<TermsConsentLabel legalLinks={legalLinks} lead="As the parent or guardian, I agree to the" />}
        {...form.checkbox('terms')}
      />
      <Button type="submit" className="form__submit" isLoading={form.isSubmitting}>
        Next
      </Button>
    </form>
  );
}
