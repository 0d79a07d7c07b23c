import type { Brand, EligibilityData } from '@app/domain/contracts';
import { US_STATES, type TreatmentCategoryName } from '@app/domain/constants';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { SelectField } from '../../../components/ui/select-field';
import { TermsConsentLabel } from '../../../components/ui/terms-consent-label';
import { BirthdateField } from '../../../components/ui/birthdate-field';
import { TextField } from '../../../components/ui/text-field';
import { useEligibilityForm, type VisitEligibilityTarget } from '../hooks/use-eligibility-form';

const STATE_OPTIONS = US_STATES.map(([code, name]) => ({ value: code, label: name }));

interface EligibilityFormProps {
  category: TreatmentCategoryName;
  /** False for the "Agree and continue" variant, where the button itself is the consent. */
  hasTermsCheckbox: boolean;
  legalLinks: Brand['legalLinks'];
  onEvaluated: (data: EligibilityData) => void | Promise<void>;
  /** The visit-based variant: state, birthdate and terms, kept on the visit, and Continue. */
  visit?: VisitEligibilityTarget;
}

function submitLabel(hasTermsCheckbox: boolean, isVisit: boolean): string {
  if (isVisit) {
    return 'Continue';
  }
  return hasTermsCheckbox ? 'Next' : 'Agree and continue';
}

export function EligibilityForm({
  category,
  hasTermsCheckbox,
  legalLinks,
  onEvaluated,
  visit,
}: EligibilityFormProps) {
  const form = useEligibilityForm({ category, hasTermsCheckbox, onEvaluated, visit });

  return (
    <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
      {form.formError ? (
        <FormErrorBox>
          {form.formError.kind === 'message' ? <p>{form.formError.message}</p> : null}
        </FormErrorBox>
      ) : null}

      <SelectField
        label="Patient's state"
        placeholder="Patient's state"
        options={STATE_OPTIONS}
        autoComplete="address-level1"
        {...form.field('state')}
      />

      <BirthdateField {...form.field('birthdate')} />

      {visit ? null : (
        <TextField
          label="Zip code (optional)"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          {...form.field('zip')}
        />
      )}

      {hasTermsCheckbox ? (
        <CheckboxField label={<TermsConsentLabel legalLinks={legalLinks} />} {...form.checkbox('hasAcceptedTerms')} />
      ) : (
        <p className="form__consent-note">
          <TermsConsentLabel
            legalLinks={legalLinks}
            lead="By selecting “Agree and continue” you agree to the"
          />
        </p>
      )}

      <Button type="submit" isLoading={form.isSubmitting} className="form__submit">
        {submitLabel(hasTermsCheckbox, visit !== undefined)}
      </Button>
    </form>
  );
}
