import { useCallback, useState } from 'react';
import { firstFieldError, type FieldErrors } from '@app/domain/validation';

export interface FieldErrorsState {
  /** The message to show under a field, if any. */
  errorFor: (field: string) => string | undefined;
  /** Call on blur: from then on the field's own errors show (001 §5 "Errors show after blur"). */
  touch: (field: string) => void;
  /** Call on a submit attempt: every field's errors show. */
  touchAll: () => void;
  /** Call on change: a server message is about the old value, so it goes. */
  clearServerError: (field: string) => void;
  setServerErrors: (errors: FieldErrors) => void;
  /** Call when a sent form starts again empty: no field counts as touched, no server error stays. */
  reset: () => void;
}

/**
 * Which errors are visible: a field's server error until it is edited, otherwise its browser-side
 * error once it has been blurred or a submit was attempted.
 */
export function useFieldErrors(clientErrors: FieldErrors): FieldErrorsState {
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [isAllTouched, setIsAllTouched] = useState(false);
  const [serverErrors, setServerErrorsState] = useState<FieldErrors>({});

  const touch = useCallback((field: string) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  const touchAll = useCallback(() => setIsAllTouched(true), []);

  const clearServerError = useCallback((field: string) => {
    setServerErrorsState((current) => {
      if (!(field in current)) {
        return current;
      }
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const setServerErrors = useCallback((errors: FieldErrors) => setServerErrorsState(errors), []);

  const reset = useCallback(() => {
    setTouched(new Set());
    setIsAllTouched(false);
    setServerErrorsState({});
  }, []);

  const errorFor = (field: string) =>
    firstFieldError(serverErrors, field) ??
    (isAllTouched || touched.has(field) ? firstFieldError(clientErrors, field) : undefined);

  return { errorFor, touch, touchAll, clearServerError, setServerErrors, reset };
}

/** Moves focus to the first field, in screen order, that has an error; false when none has. */
export function focusFirstInvalidField(
  fieldOrder: readonly string[],
  errors: FieldErrors,
  elementIdFor: (field: string) => string,
): boolean {
  const field = fieldOrder.find((name) => firstFieldError(errors, name) !== undefined);
  if (field === undefined) {
    return false;
  }
  document.getElementById(elementIdFor(field))?.focus();
  return true;
}
