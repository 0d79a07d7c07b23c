import { useState, type ChangeEvent, type RefObject } from 'react';
import type { PatientOverview } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { checkedReason } from '@app/domain/operations';
import type { FieldErrors } from '@app/domain/validation';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';

interface FixFormOptions {
  /** Prefix of the fields' element ids, unique on the page. */
  idPrefix: string;
  /** The fix's own fields in screen order (the reason comes last), named as the API names them. */
  fields: readonly string[];
  /** Those fields' problems now, checked with the domain's rules. */
  errors: FieldErrors;
  /** Sends the fix with the trimmed reason. */
  send: (reason: string) => Promise<void>;
}

/**
 * A fix's form (ADR 119, 121): its fields and the operator's reason, required by the server's own
 * rule and message; the app's submit cycle (one send at a time, the server's 422 under its fields,
 * any other refusal in the form's box in the server's words).
 */
export function useFixForm({ idPrefix, fields, errors, send }: FixFormOptions) {
  const [reason, setReason] = useState('');
  const clientErrors: FieldErrors =
    checkedReason(reason) === undefined
      ? { ...errors, reason: [STAFF_MESSAGES.operatorConsole.reasonNeeded] }
      : errors;
  const fieldErrors = useFieldErrors(clientErrors);
  const fieldId = (field: string) => `${idPrefix}-${field}`;
  const { submit, isSubmitting, formMessage } = useFormSubmission({
    fields: [...fields, 'reason'],
    fieldId,
    clientErrors,
    fieldErrors,
    send: () => send(reason.trim()),
  });
  /** A field's value changed: the server's word on the old value goes. */
  const edited = (field: string) => fieldErrors.clearServerError(field);
  /** The props a field of the form takes: its id, value and error, and what its edits and blur do. */
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
  return {
    reason,
    setReason,
    fieldId,
    fieldProps,
    fieldErrors,
    edited,
    submit,
    isSubmitting,
    formMessage,
  };
}

export type FixForm = ReturnType<typeof useFixForm>;

/** What the page does once a fix answered: the words it announces, and where focus goes if not back to the opener. */
export interface FixOutcome {
  announcement: string;
  focusId?: string;
}

/** Sends a fix and redraws the page from the overview it answers (or reloads it after a 409). */
export type RunFix = (
  call: () => Promise<PatientOverview>,
  outcome: (overview: PatientOverview) => FixOutcome,
) => Promise<void>;

/** What every fix's dialog is given by the patient page. */
export interface FixDialogBase {
  patientId: number;
  run: RunFix;
  onClose: () => void;
  returnFocusRef: RefObject<HTMLElement | null>;
}
