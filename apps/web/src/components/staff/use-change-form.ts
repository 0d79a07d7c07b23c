import { useState, type ChangeEvent } from 'react';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { checkedReason } from '@app/domain/operations';
import type { FieldErrors } from '@app/domain/validation';
import { useFieldErrors, type FieldErrorsState } from '../../hooks/use-field-errors';
import { useFormSubmission } from '../../hooks/use-form-submission';

interface ChangeFormOptions {
  /** Prefix of the fields' element ids, unique on the page. */
  idPrefix: string;
  /** The change's own fields in screen order (the reason comes last), named as the API names them. */
  fields: readonly string[];
  /** Those fields' problems now, checked with the domain's rules. */
  errors: FieldErrors;
  /** Sends the change with the trimmed reason (empty when none is asked). */
  send: (reason: string) => Promise<void>;
  /** False for a form that is not a change of what exists (an invitation): it asks no reason. */
  isReasonAsked?: boolean;
}

/**
 * A change's form (an operator's fix, ADRs 119 and 121; an admin's change, ADR 159): its fields and the reason, required by the server's own
 * rule and message; the app's submit cycle (one send at a time, the server's 422 under its fields,
 * any other refusal in the form's box in the server's words).
 */
export function useChangeForm({
  idPrefix,
  fields,
  errors,
  send,
  isReasonAsked = true,
}: ChangeFormOptions) {
  const [reason, setReason] = useState('');
  const clientErrors: FieldErrors =
    isReasonAsked && checkedReason(reason) === undefined
      ? { ...errors, reason: [STAFF_MESSAGES.operatorConsole.reasonNeeded] }
      : errors;
  const fieldErrors = useFieldErrors(clientErrors);
  const fieldId = (field: string) => `${idPrefix}-${field}`;
  const { submit, isSubmitting, formMessage } = useFormSubmission({
    fields: isReasonAsked ? [...fields, 'reason'] : fields,
    fieldId,
    clientErrors,
    fieldErrors,
    send: () => send(reason.trim()),
  });
  return {
    isReasonAsked,
    reason,
    setReason,
    fieldId,
    ...fieldPropsOf(fieldErrors, fieldId),
    fieldErrors,
    submit,
    isSubmitting,
    formMessage,
  };
}

export type ChangeForm = ReturnType<typeof useChangeForm>;

/**
 * The props of a form's text fields, whose errors `fieldErrors` shows: a field's id, value and
 * error, and what its edits (the server's word on the old value goes) and blur do.
 */
export function fieldPropsOf(fieldErrors: FieldErrorsState, fieldId: (field: string) => string) {
  /** A field's value changed: the server's word on the old value goes. */
  const edited = (field: string) => fieldErrors.clearServerError(field);
  const fieldProps = (field: string, value: string, setValue: (value: string) => void) => ({
    id: fieldId(field),
    name: field,
    value,
    error: fieldErrors.errorFor(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      setValue(event.target.value);
      edited(field);
    },
    onBlur: () => fieldErrors.touch(field),
  });
  return { fieldProps, edited };
}
