import { useEffect, useState, type FormEvent } from 'react';
import { maskUsDateInput } from '@app/domain/formatting/us-date-mask';
import { MESSAGES } from '@app/domain/messages/en';
import { calendarDateOf, parseIsoDate, toUsDate } from '@app/domain/validation/birthdate';
import { hasFieldErrors } from '@app/domain/validation/field-errors';
import { validateLegalName } from '@app/domain/validation/legal-name';
import { focusFirstInvalidField, useFieldErrors } from '../../../hooks/use-field-errors';
import { ApiError, isValidationError } from '../../../lib/api-client';
import { getCurrentName } from '../api/get-current-name';
import { updateLegalName } from '../api/update-legal-name';

export const LEGAL_NAME_FIELDS = ['firstname', 'lastname', 'dob'] as const;
export const legalNameFieldId = (field: string) => `legal-name-${field}`;

function patientToday() {
  // "Under 13" is about the patient's calendar day, not the server's.
  return calendarDateOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
}

interface UseLegalNameFormOptions {
  /** The flow asks for the date of birth here (visit.sessionBag.getDobOnLegalNamePage). */
  isDobAsked: boolean;
  onSaved: () => void | Promise<void>;
}

export function useLegalNameForm({ isDobAsked, onSaved }: UseLegalNameFormOptions) {
  const [firstname, setFirstnameValue] = useState('');
  const [lastname, setLastnameValue] = useState('');
  const [dob, setDobValue] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const clientErrors = validateLegalName({ firstname, lastname, dob }, isDobAsked, patientToday());
  const fieldErrors = useFieldErrors(clientErrors);

  useEffect(() => {
    let isCurrent = true;
    getCurrentName()
      .then((current) => {
        if (!isCurrent) {
          return;
        }
        // Only fill empty fields: the patient may have started typing while this loaded.
        setFirstnameValue((typed) => typed || current.firstname || '');
        setLastnameValue((typed) => typed || current.lastname || '');
        const onFile = current.date_of_birth ? parseIsoDate(current.date_of_birth) : null;
        setDobValue((typed) => typed || (onFile ? toUsDate(onFile) : ''));
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  const clearing = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    fieldErrors.clearServerError(field);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) {
      return;
    }
    setFormMessage(null);
    if (hasFieldErrors(clientErrors)) {
      fieldErrors.touchAll();
      focusFirstInvalidField(LEGAL_NAME_FIELDS, clientErrors, legalNameFieldId);
      return;
    }
    setIsSubmitting(true);
    try {
      await updateLegalName({ firstname, lastname, ...(isDobAsked ? { dob } : {}) });
      await onSaved();
    } catch (error) {
      setIsSubmitting(false);
      if (isValidationError(error)) {
        fieldErrors.setServerErrors(error.errors);
        if (!focusFirstInvalidField(LEGAL_NAME_FIELDS, error.errors, legalNameFieldId)) {
          setFormMessage(error.message);
        }
        return;
      }
      setFormMessage(error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);
    }
  }

  return {
    firstname,
    lastname,
    dob,
    setFirstname: clearing('firstname', setFirstnameValue),
    setLastname: clearing('lastname', setLastnameValue),
    setDob: clearing('dob', (typed: string) => setDobValue((previous) => maskUsDateInput(typed, previous))),
    errorFor: fieldErrors.errorFor,
    touch: fieldErrors.touch,
    isSubmitting,
    formMessage,
    submit,
  };
}
