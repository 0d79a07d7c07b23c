import { Button } from '../../../components/ui/button';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { BirthdateField } from '../../../components/ui/birthdate-field';
import { TextField } from '../../../components/ui/text-field';
import type { FlowStepProps } from '../../../lib/flow-step';
import { legalNameFieldId, useLegalNameForm } from '../hooks/use-legal-name-form';
import { BottleLabelPreview } from './bottle-label-preview';
import { BackControl } from '../../../components/ui/back-control';

/**
 * The `legal-name` flow step (000 §2): legal first and last name, the date of birth when the flow
 * asks for it, and a live bottle-label preview. Done once both names are saved.
 */
export function LegalNameStep({ visit, onDone, backPath }: FlowStepProps) {
  const isDobAsked = visit.sessionBag.getDobOnLegalNamePage === true;
  const form = useLegalNameForm({ isDobAsked, onSaved: () => onDone() });

  return (
    <section className="page page--narrow" aria-labelledby="legal-name-heading">
      <h1 id="legal-name-heading">What's your legal name?</h1>
      <p className="page__intro">Prescriptions are made out to your legal name, as on your photo ID.</p>
      <BottleLabelPreview firstname={form.firstname} lastname={form.lastname} />
      <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
        {form.formMessage ? (
          <FormErrorBox>
            <p>{form.formMessage}</p>
          </FormErrorBox>
        ) : null}
        <TextField
          id={legalNameFieldId('firstname')}
          name="firstname"
          label="Legal first name"
          autoComplete="given-name"
          value={form.firstname}
          error={form.errorFor('firstname')}
          onChange={(event) => form.setFirstname(event.target.value)}
          onBlur={() => form.touch('firstname')}
        />
        <TextField
          id={legalNameFieldId('lastname')}
          name="lastname"
          label="Legal last name"
          autoComplete="family-name"
          value={form.lastname}
          error={form.errorFor('lastname')}
          onChange={(event) => form.setLastname(event.target.value)}
          onBlur={() => form.touch('lastname')}
        />
        {isDobAsked ? (
          <BirthdateField
            id={legalNameFieldId('dob')}
            name="dob"
            value={form.dob}
            error={form.errorFor('dob')}
            onChange={(event) => form.setDob(event.target.value)}
            onBlur={() => form.touch('dob')}
          />
        ) : null}
        <Button type="submit" className="form__submit" isLoading={form.isSubmitting}>
          Next
        </Button>
      </form>
      {backPath ? <BackControl to={backPath} /> : null}
    </section>
  );
}
