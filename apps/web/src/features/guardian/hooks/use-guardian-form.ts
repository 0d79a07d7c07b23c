import { useEffect, useState, type FormEvent } from 'react';
import type { GuardianResponse } from '@app/domain/contracts/guardians';
import { MESSAGES } from '@app/domain/messages/en';
import { hasFieldErrors } from '@app/domain/validation/field-errors';
import { GUARDIAN_FIELDS, validateGuardian, type GuardianFields } from '@app/domain/validation/guardian';
import { maskPhone } from '@app/domain/validation/phone';
import { focusFirstInvalidField, useFieldErrors } from '../../../hooks/use-field-errors';
import { ApiError, isValidationError } from '../../../lib/api-client';
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
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);
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

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) {
      return;
    }
    setFormMessage(null);
    if (hasFieldErrors(clientErrors)) {
      fieldErrors.touchAll();
      focusFirstInvalidField(GUARDIAN_FIELDS, clientErrors, guardianFieldId);
      return;
    }
    setIsSubmitting(true);
    try {
      await onSubmitted(await submitGuardian({ ...values, redirectUrl }));
    } catch (error) {
      setIsSubmitting(false);
      if (isValidationError(error)) {
        fieldErrors.setServerErrors(error.errors);
        fieldErrors.touchAll();
        if (!focusFirstInvalidField(GUARDIAN_FIELDS, error.errors, guardianFieldId)) {
          setFormMessage(error.message);
        }
        return;
      }
      setFormMessage(error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);
    }
  }

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
