import { useState } from 'react';
import type { BrandTransferDetailsResponse } from '@app/domain/contracts';
import { maskUsDateInput } from '@app/domain/formatting';
import { validateEmail, calendarDateOf, isPlausibleBirthdate, parseUsDate, addFieldError, type FieldErrors } from '@app/domain/validation';
import { MESSAGES } from '@app/domain/messages';
import { formFields } from '../../../hooks/form-fields';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { requestBrandTransfer } from '../api/request-brand-transfer';

export const BRAND_TRANSFER_FIELDS = ['email', 'dob', 'state', 'acceptedTOS'] as const;
export const brandTransferFieldId = (field: string) => `brand-transfer-${field}`;

export interface BrandTransferValues {
  email: string;
  dob: string;
  state: string;
  acceptedTOS: boolean;
}

/** The browser's copy of the server's checks, so most mistakes show before a round trip. */
function validate(values: BrandTransferValues): FieldErrors {
  const errors: FieldErrors = {};
  const emailError = validateEmail(values.email);
  if (emailError) {
    addFieldError(errors, 'email', emailError);
  }
  const today = calendarDateOf(new Date(), Intl.DateTimeFormat().resolvedOptions().timeZone);
  const dob = parseUsDate(values.dob);
  if (!values.dob) {
    addFieldError(errors, 'dob', MESSAGES.eligibility.birthdateRequired);
  } else if (!dob || !isPlausibleBirthdate(dob, today)) {
    addFieldError(errors, 'dob', MESSAGES.eligibility.birthdateInvalid);
  }
  if (!values.state) {
    addFieldError(errors, 'state', MESSAGES.brandTransfer.stateRequired);
  }
  if (!values.acceptedTOS) {
    addFieldError(errors, 'acceptedTOS', MESSAGES.eligibility.termsRequired);
  }
  return errors;
}

interface UseBrandTransferFormOptions {
  initialEmail: string;
  onAnswered: (answer: BrandTransferDetailsResponse['data'], email: string) => void | Promise<void>;
}

export function useBrandTransferForm({ initialEmail, onAnswered }: UseBrandTransferFormOptions) {
  const [values, setValues] = useState<BrandTransferValues>({ email: initialEmail, dob: '', state: '', acceptedTOS: false });
  const clientErrors = validate(values);
  const fieldErrors = useFieldErrors(clientErrors);

  function setValue<K extends keyof BrandTransferValues>(field: K, value: BrandTransferValues[K]) {
    setValues((current) => ({
      ...current,
      [field]: field === 'dob' ? maskUsDateInput(String(value), current.dob) : value,
    }));
    fieldErrors.clearServerError(field);
  }

  const { submit, isSubmitting, formMessage } = useFormSubmission({
    fields: BRAND_TRANSFER_FIELDS,
    fieldId: brandTransferFieldId,
    clientErrors,
    fieldErrors,
    send: async () => {
      await onAnswered(await requestBrandTransfer(values), values.email);
    },
  });

  return { ...formFields({ values, fieldId: brandTransferFieldId, fieldErrors, setValue }), isSubmitting, formMessage, submit };
}
