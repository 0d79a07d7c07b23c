import { Button } from '../../../components/ui/button';
import { FormMessageBox } from '../../../components/ui/form-error-box';
import { BirthdateField } from '../../../components/ui/birthdate-field';
import { TextField } from '../../../components/ui/text-field';
import type { FlowStepProps } from '../../../lib/flow-step';
import { useLegalNameForm } from '../hooks/use-legal-name-form';
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
      <BottleLabelPreview firstname={form.values.firstname} lastname={form.values.lastname} />
      <form className="form" noValidate onSubmit={(event) => void form.submit(event)}>
        <FormMessageBox message={form.formMessage} />
        <TextField label="Legal first name" autoComplete="given-name" {...form.field('firstname')} />
        <TextField label="Legal last name" autoComplete="family-name" {...form.field('lastname')} />
        {isDobAsked ? <BirthdateField {...form.field('dob')} /> : null}
        <Button type="submit" className="form__submit" isLoading={form.isSubmitting}>
          Next
        </Button>
      </form>
      {backPath ? <BackControl to={backPath} /> : null}
    </section>
  );
}
