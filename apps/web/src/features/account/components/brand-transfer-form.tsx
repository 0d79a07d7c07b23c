import type { Brand, BrandTransferDetailsResponse } from '@app/domain/contracts';
import { US_STATES } from '@app/domain/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { EmailField } from '../../../components/ui/email-field';
import { FormMessageBox } from '../../../components/ui/form-error-box';
import { SelectField } from '../../../components/ui/select-field';
import { TermsConsentLabel } from '../../../components/ui/terms-consent-label';
import { BirthdateField } from '../../../components/ui/birthdate-field';
import { useBrandTransferForm } from '../hooks/use-brand-transfer-form';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));

interface BrandTransferFormProps {
  initialEmail: string;
  legalLinks: Brand['legalLinks'];
  onAnswered: (answer: BrandTransferDetailsResponse['data'], email: string) => void | Promise<void>;
}

/** What this brand needs before an account of the other brand moves here (001 §7.1 dob, state, terms). */
export function BrandTransferForm({ initialEmail, legalLinks, onAnswered }: BrandTransferFormProps) {
  const form = useBrandTransferForm({ initialEmail, onAnswered });
  return (
    <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
      <FormMessageBox message={form.formMessage} />
      <EmailField autoComplete="email" {...form.field('email')} />
      <BirthdateField {...form.field('dob')} />
      <SelectField
        label="State"
        placeholder="Patient's state"
        options={STATE_OPTIONS}
        autoComplete="address-level1"
        {...form.field('state')}
      />
      <CheckboxField label={<TermsConsentLabel legalLinks={legalLinks} />} {...form.checkbox('acceptedTOS')} />
      <Button type="submit" className="form__submit" isLoading={form.isSubmitting}>
        Email me a link
      </Button>
    </form>
  );
}
