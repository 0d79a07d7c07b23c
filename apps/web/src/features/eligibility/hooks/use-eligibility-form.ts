import { useEffect, useState, type FormEvent } from 'react';
import type { EligibilityData } from '@app/domain/contracts';
import { TREATMENT_CATEGORIES, type TreatmentCategoryName } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { calendarDateOf, validateEligibilityInput, type EligibilityInput, hasFieldErrors, type FieldErrors } from '@app/domain/validation';
import { ApiError, isValidationError } from '../../../lib/api-client';
import { readDraft, writeDraft } from '../../../lib/session-drafts';
import { formFields } from '../../../hooks/form-fields';
import { focusFirstInvalidField, useFieldErrors } from '../../../hooks/use-field-errors';
import { confirmVisitEligibility } from '../api/confirm-visit-eligibility';
import { evaluateEligibility } from '../api/evaluate-eligibility';
import { maskUsDateInput } from '@app/domain/formatting';

export interface EligibilityValues {
  state: string;
  birthdate: string;
  zip: string;
  hasAcceptedTerms: boolean;
}

/** Screen order, for focusing the first invalid field. */
export const ELIGIBILITY_FIELDS = ['state', 'birthdate', 'zip', 'hasAcceptedTerms'] as const;
type EligibilityField = (typeof ELIGIBILITY_FIELDS)[number];

export const eligibilityFieldId = (field: string) => `eligibility-${field}`;

/** What the form-level box says: only that there are field errors, or a message of its own. */
export type EligibilityFormError = { kind: 'fields' } | { kind: 'message'; message: string } | null;

function readValues(draftKey: string, prefill: Partial<EligibilityValues> = {}): EligibilityValues {
  const draft = readDraft<EligibilityValues>(draftKey) ?? {};
  return {
    state: typeof draft.state === 'string' ? draft.state : (prefill.state ?? ''),
    birthdate: typeof draft.birthdate === 'string' ? draft.birthdate : (prefill.birthdate ?? ''),
    zip: typeof draft.zip === 'string' ? draft.zip : '',
    hasAcceptedTerms: draft.hasAcceptedTerms === true,
  };
}

function patientToday() {
  // "Not in the future" is about the patient's calendar day, not the server's.
  return calendarDateOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The visit-based variant (000 §2, ADR 100): the check is kept on this visit, with no zip. */
export interface VisitEligibilityTarget {
  uuid: string;
  /** The answers on record, shown to be confirmed or corrected. */
  prefill: Partial<EligibilityValues>;
}

interface UseEligibilityFormOptions {
  category: TreatmentCategoryName;
  hasTermsCheckbox: boolean;
  onEvaluated: (data: EligibilityData) => void | Promise<void>;
  visit?: VisitEligibilityTarget | undefined;
}

/** Sends the form: the sign-up check, or the visit's own when the form belongs to a visit. */
function sendEligibility(input: EligibilityInput, visit: VisitEligibilityTarget | undefined): Promise<EligibilityData> {
  if (!visit) {
    return evaluateEligibility(input);
  }
  const { state, birthdate, hasAcceptedTerms } = input;
  return confirmVisitEligibility(visit.uuid, { state, birthdate, hasAcceptedTerms });
}

export function useEligibilityForm({ category, hasTermsCheckbox, onEvaluated, visit }: UseEligibilityFormOptions) {
  const draftKey = visit ? `eligibility.visit.${visit.uuid}` : `eligibility.${category}`;
  const [values, setValues] = useState<EligibilityValues>(() => readValues(draftKey, visit?.prefill));
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formError, setFormError] = useState<EligibilityFormError>(null);

  useEffect(() => writeDraft(draftKey, values), [draftKey, values]);

  const input: EligibilityInput = {
    state: values.state,
    zip: values.zip,
    birthdate: values.birthdate,
    // Without the checkbox, pressing "Agree and continue" is the consent.
    hasAcceptedTerms: hasTermsCheckbox ? values.hasAcceptedTerms : true,
    treatmentCategories: [TREATMENT_CATEGORIES[category]],
  };
  const clientErrors = validateEligibilityInput(input, patientToday());
  const fieldErrors = useFieldErrors(clientErrors);

  function setValue<K extends EligibilityField>(field: K, value: EligibilityValues[K]) {
    const stored = field === 'birthdate' ? maskUsDateInput(String(value), values.birthdate) : value;
    setValues((current) => ({ ...current, [field]: stored }));
    fieldErrors.clearServerError(field);
    // "State or zip" is one rule reported on the state field; typing a zip answers it too.
    if (field === 'zip') {
      fieldErrors.clearServerError('state');
    }
  }

  function showFieldErrors(errors: FieldErrors): boolean {
    fieldErrors.touchAll();
    return focusFirstInvalidField(ELIGIBILITY_FIELDS, errors, eligibilityFieldId);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) {
      return;
    }
    if (hasFieldErrors(clientErrors)) {
      showFieldErrors(clientErrors);
      setFormError({ kind: 'fields' });
      return;
    }
    setFormError(null);
    setIsSubmitting(true);
    try {
      const data = await sendEligibility(input, visit);
      await onEvaluated(data);
    } catch (error) {
      setIsSubmitting(false);
      if (isValidationError(error)) {
        fieldErrors.setServerErrors(error.errors);
        const isOnAField = showFieldErrors(error.errors);
        setFormError(isOnAField ? { kind: 'fields' } : { kind: 'message', message: error.message });
        return;
      }
      const message = error instanceof ApiError ? error.message : MESSAGES.form.genericServerError;
      setFormError({ kind: 'message', message });
    }
  }

  return {
    ...formFields({ values, fieldId: eligibilityFieldId, fieldErrors, setValue }),
    isSubmitting,
    formError,
    submit,
  };
}
