/** Field name to its messages, the `errors` object of a 422 answer (001 §5, §8). */
export type FieldErrors = Record<string, string[]>;

/** Adds a message to a field's list, creating the list on first use. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}

/** True when no field has a message. */
export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some((messages) => messages.length > 0);
}

/**
 * The top-level `message` of a validation failure: the first error, followed by
 * " (and N more errors)" when there are more (001 §5 "Backend errors show the first error…").
 */
export function summarizeFieldErrors(errors: FieldErrors): string {
  const all = Object.values(errors).flat();
  const [first] = all;
  if (first === undefined) {
    return '';
  }
  const more = all.length - 1;
  if (more === 0) {
    return first;
  }
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

/** The first message for one field, for showing under an input. */
export function firstFieldError(errors: FieldErrors | undefined, field: string): string | undefined {
  return errors?.[field]?.[0];
}
