import { PHONE_MIN_DIGITS, VERIFICATION_CODE_LENGTH } from '../constants/limits';
import { MESSAGES } from '../messages/en';

/** Digits only. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The 3-3-4 mask of 000 §5: "5551234567" → "555-123-4567", applied while typing. */
export function maskPhone(value: string): string {
  const digits = phoneDigits(value).slice(0, PHONE_MIN_DIGITS);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean);
  return parts.join('-');
}

/** Valid when at least 10 digits remain after stripping dashes (000 §5). */
export function validatePhone(value: string): string | undefined {
  return phoneDigits(value).length >= PHONE_MIN_DIGITS ? undefined : MESSAGES.phone.invalid;
}

/** Exactly four digits (000 §5). */
export function validateVerificationCode(value: string): string | undefined {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value)
    ? undefined
    : MESSAGES.verificationCode.invalid;
}
