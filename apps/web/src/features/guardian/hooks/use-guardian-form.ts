import { useEffect, useState } from 'react';
import type { GuardianResponse } from '@app/domain/contracts/guardians';
import { GUARDIAN_FIELDS, validateGuardian, type GuardianFields } from '@app/domain/validation/guardian';
import { maskPhone } from '@app/domain/validation/phone';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { getGuardian } from '../api/get-guardian';
import { submitGuardian } from '../api/submit-guardian';

export const guardianFieldId = (field: string) => `guardian-${field}`;

type TextField = Exclude<keyof GuardianFields, 'terms'>;

interface UseGuardianFormOptions {
  redirectUrl?: string | undefined;
  onSubmitted: (response: GuardianResponse) => void | Promise<void>;
}

const EMPTY: GuardianFields = { firstname: '', lastname: '', email: '', phone: '', terms: false };

/** The guardian form's state: values, rules shared with the API, and server field errors per field. */
export function useGuardianForm({ redirectUrl, onSubmitted }: UseGuardianFormOptions) {
  const [values, setValues] = useState<GuardianFields>(EMPTY);
  const clientErrors = validateGuardian(values);
  const fieldErrors = useFieldErrors(clientErrors);

  useEffect(() => {
    let isCurrent = true;
    // A guardian given earlier (back from a later step) fills the form in again.
    getGuardian()
      .then((guardian) => {
        if (isCurrent && guardian) {
          setValues({ ...guardian, phone: maskPhone(guardian.phone), terms: false });
        }
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  function setText(field: TextField, value: string) {
    setValues((current) => ({ ...current, [field]: field === 'phone' ? maskPhone(value) : value }));
    fieldErrors.clearServerError(field);
  }

  function setTerms(value: boolean) {
    setValues((current) => ({ ...current, terms: value }));
    fieldErrors.clearServerError('terms');
  }

  const { submit, isSubmitting, formMessage } = useFormSubmission({
    fields: GUARDIAN_FIELDS,
    fieldId: guardianFieldId,
    clientErrors,
    fieldErrors,
    send: async () => {
      await onSubmitted(await submitGuardian({ ...values, redirectUrl }));
    },
  });

  return {
    values,
    setText,
    setTerms,
    errorFor: fieldErrors.errorFor,
    touch: fieldErrors.touch,
    isSubmitting,
    formMessage,
    submit,
  };
}
