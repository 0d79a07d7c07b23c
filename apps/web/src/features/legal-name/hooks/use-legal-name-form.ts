import { useEffect, useState } from 'react';
import { maskUsDateInput } from '@app/domain/formatting';
import { calendarDateOf, parseIsoDate, toUsDate, validateLegalName } from '@app/domain/validation';
import { formFields } from '../../../hooks/form-fields';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { getCurrentName } from '../api/get-current-name';
import { updateLegalName } from '../api/update-legal-name';

export const LEGAL_NAME_FIELDS = ['firstname', 'lastname', 'dob'] as const;
export const legalNameFieldId = (field: string) => `legal-name-${field}`;

interface LegalNameValues {
  firstname: string;
  lastname: string;
  /** mm/dd/yyyy as typed; sent only when the flow asks for it. */
  dob: string;
}

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
  const [values, setValues] = useState<LegalNameValues>({ firstname: '', lastname: '', dob: '' });
  const { firstname, lastname, dob } = values;
  const clientErrors = validateLegalName(values, isDobAsked, patientToday());
  const fieldErrors = useFieldErrors(clientErrors);

  useEffect(() => {
    let isCurrent = true;
    getCurrentName()
      .then((current) => {
        if (!isCurrent) {
          return;
        }
        // Only fill empty fields: the patient may have started typing while this loaded.
        const onFile = current.date_of_birth ? parseIsoDate(current.date_of_birth) : null;
        setValues((typed) => ({
          firstname: typed.firstname || current.firstname || '',
          lastname: typed.lastname || current.lastname || '',
          dob: typed.dob || (onFile ? toUsDate(onFile) : ''),
        }));
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);

  function setValue(field: keyof LegalNameValues, value: string) {
    setValues((current) => ({ ...current, [field]: field === 'dob' ? maskUsDateInput(value, current.dob) : value }));
    fieldErrors.clearServerError(field);
  }

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
    values,
    ...formFields({ values, fieldId: legalNameFieldId, fieldErrors, setValue }),
    isSubmitting,
    formMessage,
    submit,
  };
}
