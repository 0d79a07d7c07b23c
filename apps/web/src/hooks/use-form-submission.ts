import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@app/domain/messages';
import { hasFieldErrors, type FieldErrors } from '@app/domain/validation';
import { ApiError, isValidationError } from '../lib/api-client';
import { focusFirstInvalidField, type FieldErrorsState } from './use-field-errors';

interface FormSubmissionOptions {
  /** The form's fields in screen order, for focusing the first invalid one. */
  fields: readonly string[];
  fieldId: (field: string) => string;
  clientErrors: FieldErrors;
  fieldErrors: FieldErrorsState;
  /** Sends the form and does whatever follows a success (navigation, a notice). */
  send: () => Promise<void>;
}

/**
 * The submit cycle every server-backed form shares (001 §5): with errors, show them all and focus
 * the first invalid field; otherwise send once at a time; a 422 puts the server's messages under
 * their fields (or in the form box when no shown field matches); anything else shows its message.
 */
export function useFormSubmission({ fields, fieldId, clientErrors, fieldErrors, send }: FormSubmissionOptions) {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) {
      return;
    }
    setFormMessage(null);
    if (hasFieldErrors(clientErrors)) {
      fieldErrors.touchAll();
      focusFirstInvalidField(fields, clientErrors, fieldId);
      return;
    }
    setIsSubmitting(true);
    try {
      await send();
    } catch (error) {
      if (isValidationError(error)) {
        fieldErrors.setServerErrors(error.errors);
        fieldErrors.touchAll();
        if (!focusFirstInvalidField(fields, error.errors, fieldId)) {
          setFormMessage(error.message);
        }
      } else {
        setFormMessage(error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);
      }
    } finally {
      setIsSubmitting(false);
    }
  }

  // `setFormMessage`: a form with a second way in (a passkey beside the password) says its outcome
  // in the same box.
  return { submit, isSubmitting, formMessage, setFormMessage };
}
