/**
 * Texts every form and screen shares: field patterns, server errors, flash titles.
 * Texts the spec quotes are verbatim and must not be reworded; those marked "ours" are recorded
 * in docs/decisions/004-error-model.md or the decision named beside them.
 */
export const FORM_MESSAGES = {
  name: {
    patternInvalid:
      'Only English letters, apostrophes, hyphens, commas, periods and spaces are allowed. At least one letter is required.',
  },
  textInput: { invalid: 'Invalid value entered.' },
  form: {
    submissionError: 'There was an error with your submission',
    // 001 §8, for checkout steps; we use it for every unexpected server error.
    genericServerError: 'A system error occurred. Please try again.',
    // ours
    csrfMismatch: 'Your session has expired. Please refresh the page and try again.',
    // ours
    notFound: 'The page or item you were looking for could not be found.',
    // ours: a path whose percent-encoding does not decode (ADR 071).
    invalidAddress: 'This web address is not valid.',
  },
  flashTitles: { error: 'Sorry!', critical: 'Whoops!', success: 'Success!' },
} as const;

/** "The {label} field is required." (000 §5, 001 §5). */
export function requiredFieldMessage(label: string): string {
  return `The ${label} field is required.`;
}

/** "The {label} field is invalid." (000 §5, 001 §5). */
export function invalidFieldMessage(label: string): string {
  return `The ${label} field is invalid.`;
}

/** Ours: a field holding U+0000 or a broken UTF-16 surrogate, which cannot be stored (ADR 071). */
export function disallowedCharacterMessage(label: string): string {
  return `The ${label} field contains a character that is not allowed.`;
}
