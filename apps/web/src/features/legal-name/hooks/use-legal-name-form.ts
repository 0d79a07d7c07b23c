import { useEffect, useState } from 'react';
import { maskUsDateInput } from '@app/domain/formatting/us-date-mask';
import { calendarDateOf, parseIsoDate, toUsDate } from '@app/domain/validation/birthdate';
import { validateLegalName } from '@app/domain/validation/legal-name';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';
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

  const { submit, isSubmitting, formMessage } = useFormSubmission({
    fields: LEGAL_NAME_FIELDS,
    fieldId: legalNameFieldId,
    clientErrors,
    fieldErrors,
    send: async () => {
      await updateLegalName({ firstname, lastname, ...(isDobAsked ? { dob } : {}) });
      await onSaved();
    },
  });

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
