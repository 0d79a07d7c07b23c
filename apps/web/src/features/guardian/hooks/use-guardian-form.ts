import { useEffect, useState } from 'react';
import type { GuardianResponse } from '@app/domain/contracts';
import { GUARDIAN_FIELDS, validateGuardian, type GuardianFields, maskPhone } from '@app/domain/validation';
import { formFields } from '../../../hooks/form-fields';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { getGuardian } from '../api/get-guardian';
import { submitGuardian } from '../api/submit-guardian';

export const guardianFieldId = (field: string) => `guardian-${field}`;

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

  function setValue<K extends keyof GuardianFields>(field: K, value: GuardianFields[K]) {
    setValues((current) => ({ ...current, [field]: field === 'phone' ? maskPhone(String(value)) : value }));
    fieldErrors.clearServerError(field);
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

  return { ...formFields({ values, fieldId: guardianFieldId, fieldErrors, setValue }), isSubmitting, formMessage, submit };
}
