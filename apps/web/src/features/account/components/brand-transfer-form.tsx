import type { Brand } from '@app/domain/contracts/brand';
import type { BrandTransferDetailsResponse } from '@app/domain/contracts/brand-transfer';
import { US_STATES } from '@app/domain/constants/us-states';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { SelectField } from '../../../components/ui/select-field';
import { TermsConsentLabel } from '../../../components/ui/terms-consent-label';
import { BirthdateField } from '../../../components/ui/birthdate-field';
import { TextField } from '../../../components/ui/text-field';
import { brandTransferFieldId, useBrandTransferForm } from '../hooks/use-brand-transfer-form';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));

interface BrandTransferFormProps {
  initialEmail: string;
  legalLinks: Brand['legalLinks'];
  onAnswered: (answer: BrandTransferDetailsResponse['data'], email: string) => void | Promise<void>;
}

/** What this brand needs before an account of the other brand moves here (001 §7.1 dob, state, terms). */
export function BrandTransferForm({ initialEmail, legalLinks, onAnswered }: BrandTransferFormProps) {
  const form = useBrandTransferForm({ initialEmail, onAnswered });
  const { values } = form;
  return (
    <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
      {form.formMessage ? (
        <FormErrorBox>
          <p>{form.formMessage}</p>
        </FormErrorBox>
      ) : null}
      <TextField
        id={brandTransferFieldId('email')}
        name="email"
        type="email"
        label="Email address"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        error={form.errorFor('email')}
        onChange={(event) => form.setValue('email', event.target.value)}
        onBlur={() => form.touch('email')}
      />
      <BirthdateField
        id={brandTransferFieldId('dob')}
        name="dob"
        value={values.dob}
        error={form.errorFor('dob')}
        onChange={(event) => form.setValue('dob', event.target.value)}
        onBlur={() => form.touch('dob')}
      />
      <SelectField
        id={brandTransferFieldId('state')}
        name="state"
        label="State"
        placeholder="Patient's state"
        options={STATE_OPTIONS}
        autoComplete="address-level1"
        value={values.state}
        error={form.errorFor('state')}
        onChange={(event) => form.setValue('state', event.target.value)}
        onBlur={() => form.touch('state')}
      />
      <CheckboxField
        id={brandTransferFieldId('acceptedTOS')}
        name="acceptedTOS"
        label={<TermsConsentLabel legalLinks={legalLinks} />}
        checked={values.acceptedTOS}
        error={form.errorFor('acceptedTOS')}
        onChange={(event) => form.setValue('acceptedTOS', event.target.checked)}
        onBlur={() => form.touch('acceptedTOS')}
      />
      <Button type="submit" className="form__submit" isLoading={form.isSubmitting}>
        Email me a link
      </Button>
    </form>
  );
}
