/**
 * Name pattern (000 §5): letters including accented ones, spaces, apostrophe, comma, period, hyphen,
 * and at least one letter. `\p{L}` covers accented letters in every script the browser can type.
 */
export const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} ',.’-]+$/u;

/** Zip pattern (000 §5): 5 digits with an optional 4-digit extension, hyphen optional. */
export const ZIP_PATTERN = /^\d{5}(-?\d{4})?$/;

/** True when the value matches the name pattern. */
export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value.trim());
}

/** True when the value matches the zip pattern. */
export function isValidZip(value: string): boolean {
  return ZIP_PATTERN.test(value.trim());
}

/** The five-digit part of a zip code, for look-ups. */
export function zip5(value: string): string {
  return value.trim().slice(0, 5);
}
