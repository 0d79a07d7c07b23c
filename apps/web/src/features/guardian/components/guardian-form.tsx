import type { Brand } from '@app/domain/contracts/brand';
import type { GuardianResponse } from '@app/domain/contracts/guardians';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { TermsConsentLabel } from '../../../components/ui/terms-consent-label';
import { TextField } from '../../../components/ui/text-field';
import { guardianFieldId, useGuardianForm } from '../hooks/use-guardian-form';

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
  const { values } = form;

  return (
    <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
      {form.formMessage ? (
        <FormErrorBox>
          <p>{form.formMessage}</p>
        </FormErrorBox>
      ) : null}
      <TextField
        id={guardianFieldId('firstname')}
        name="firstname"
        label="First name"
        autoComplete="off"
        value={values.firstname}
        error={form.errorFor('firstname')}
        onChange={(event) => form.setText('firstname', event.target.value)}
        onBlur={() => form.touch('firstname')}
      />
      <TextField
        id={guardianFieldId('lastname')}
        name="lastname"
        label="Last name"
        autoComplete="off"
        value={values.lastname}
        error={form.errorFor('lastname')}
        onChange={(event) => form.setText('lastname', event.target.value)}
        onBlur={() => form.touch('lastname')}
      />
      <TextField
        id={guardianFieldId('email')}
        name="email"
        type="email"
        label="Email address"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        error={form.errorFor('email')}
        onChange={(event) => form.setText('email', event.target.value)}
        onBlur={() => form.touch('email')}
      />
      <TextField
        id={guardianFieldId('phone')}
        name="phone"
        type="tel"
        label="Phone number"
        hint="555-555-5555"
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={values.phone}
        error={form.errorFor('phone')}
        onChange={(event) => form.setText('phone', event.target.value)}
        onBlur={() => form.touch('phone')}
      />
      <CheckboxField
        id={guardianFieldId('terms')}
        name="terms"
        label={<TermsConsentLabel legalLinks={legalLinks} lead="As the parent or guardian, I agree to the" />}
        checked={values.terms}
        error={form.errorFor('terms')}
        onChange={(event) => form.setTerms(event.target.checked)}
        onBlur={() => form.touch('terms')}
      />
      <Button type="submit" className="form__submit" isLoading={form.isSubmitting}>
        Next
      </Button>
    </form>
  );
}
