import { useState, type FormEvent } from 'react';
import type { BrandTransferDetailsResponse } from '@app/domain/contracts/brand-transfer';
import { maskUsDateInput } from '@app/domain/formatting/us-date-mask';
import { MESSAGES } from '@app/domain/messages/en';
import { validateEmail } from '@app/domain/validation/account';
import { calendarDateOf, isPlausibleBirthdate, parseUsDate } from '@app/domain/validation/birthdate';
import { addFieldError, hasFieldErrors, type FieldErrors } from '@app/domain/validation/field-errors';
import { focusFirstInvalidField, useFieldErrors } from '../../../hooks/use-field-errors';
import { ApiError, isValidationError } from '../../../lib/api-client';
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
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const clientErrors = validate(values);
  const fieldErrors = useFieldErrors(clientErrors);

  function setValue<K extends keyof BrandTransferValues>(field: K, value: BrandTransferValues[K]) {
    setValues((current) => ({
      ...current,
      [field]: field === 'dob' ? maskUsDateInput(String(value), current.dob) : value,
    }));
    fieldErrors.clearServerError(field);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) {
      return;
    }
    setFormMessage(null);
    if (hasFieldErrors(clientErrors)) {
      fieldErrors.touchAll();
      focusFirstInvalidField(BRAND_TRANSFER_FIELDS, clientErrors, brandTransferFieldId);
      return;
    }
    setIsSubmitting(true);
    try {
      await onAnswered(await requestBrandTransfer(values), values.email);
    } catch (error) {
      if (isValidationError(error)) {
        fieldErrors.setServerErrors(error.errors);
        if (!focusFirstInvalidField(BRAND_TRANSFER_FIELDS, error.errors, brandTransferFieldId)) {
          setFormMessage(error.message);
        }
      } else {
        setFormMessage(error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);
      }
    } finally {
      setIsSubmitting(false);
    }
  }

  return { values, setValue, errorFor: fieldErrors.errorFor, touch: fieldErrors.touch, isSubmitting, formMessage, submit };
}
