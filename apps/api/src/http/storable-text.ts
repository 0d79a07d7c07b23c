import { disallowedCharacterMessage } from '@app/domain/messages';
import { addFieldError, type FieldErrors } from '@app/domain/validation';

// U+0000, and a UTF-16 surrogate without its pair. PostgreSQL refuses U+0000 in text and jsonb
// (SQLSTATE 22021, 22P05) and an unpaired surrogate in jsonb (22P02); in text the driver would
// quietly turn it into U+FFFD. With the `u` flag a paired surrogate is one code point, not \p{Cs}.
// eslint-disable-next-line no-control-regex -- U+0000 is the character this refuses
const UNSTORABLE_CHARACTER = /[\u0000\p{Cs}]/u;

/** An object whose keys are fields; raw bytes are not text and are left alone. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && !ArrayBuffer.isView(value);
}

/** True when a string, or any string or key inside an array or object, cannot be stored. */
export function hasUnstorableText(value: unknown): boolean {
  // A loop, not recursion: a 64 KiB JSON body can nest some 30,000 levels deep.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (UNSTORABLE_CHARACTER.test(next)) {
        return true;
      }
    } else if (Array.isArray(next)) {
      for (const item of next) {
        pending.push(item);
      }
    } else if (isRecord(next)) {
      for (const [key, item] of Object.entries(next)) {
        if (UNSTORABLE_CHARACTER.test(key)) {
          return true;
        }
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * Adds an error for each top-level field of `source` (a body, query or params object) that holds
 * text which cannot be stored. A key that is itself such text or is `*`, or a source that is not
 * an object, is reported under `wholeName`.
 */
export function collectUnstorableFields(source: unknown, errors: FieldErrors, wholeName: string): void {
  const fields = isRecord(source) ? Object.entries(source) : [[wholeName, source] as const];
  for (const [key, value] of fields) {
    const isKeyUnstorable = UNSTORABLE_CHARACTER.test(key);
    // A wildcard route parameter is named `*`; the message names the path instead.
    const field = isKeyUnstorable || key === '*' ? wholeName : key;
    if (!errors[field] && (isKeyUnstorable || hasUnstorableText(value))) {
      addFieldError(errors, field, disallowedCharacterMessage(field));
    }
  }
}
