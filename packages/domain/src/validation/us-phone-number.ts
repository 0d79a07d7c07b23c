import { PHONE_MIN_DIGITS } from '../constants/limits';

/**
 * A US phone number as the ten digits we store, or undefined when it is not one. Formatting
 * (dashes, spaces, brackets, dots) is ignored and a leading country code 1 is dropped, so
 * "555-123-4567", "(555) 123-4567" and "+1 555 123 4567" are the same number.
 */
export function normalizeUsPhoneNumber(value: string): string | undefined {
  if (!/^[\d\s().+-]*$/.test(value)) {
    return undefined;
  }
  let digits = value.replace(/\D/g, '');
  if (digits.length === PHONE_MIN_DIGITS + 1 && digits.startsWith('1')) {
    digits = digits.slice(1);
  }
  return digits.length === PHONE_MIN_DIGITS ? digits : undefined;
}

/** The E.164 form a text message is addressed to: "5551234567" → "+15551234567". */
export function toE164(tenDigits: string): string {
  return `+1${tenDigits}`;
}
