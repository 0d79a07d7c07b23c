import { EMAIL_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits';
import { MESSAGES } from '../messages/en';
import { addFieldError, type FieldErrors } from './field-errors';

// Deliberately simple: one @, a dot in the domain, no spaces. Deliverability is proved by the
// verification email, not by a regex.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The email checks of 001 §5. */
export function validateEmail(email: string): string | undefined {
  const value = email.trim();
  if (!value) {
    return MESSAGES.email.required;
  }
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) {
    return MESSAGES.email.invalid;
  }
  return undefined;
}

/** The password checks of 001 §5 (whitespace counts: a password is never trimmed). */
export function validatePassword(password: string): string | undefined {
  if (!password) {
    return MESSAGES.password.required;
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    return MESSAGES.password.tooShort;
  }
  return undefined;
}

export interface AccountFields {
  email: string;
  password?: string | undefined;
}

/** Validates the fields currently shown: "Only fields currently shown are required" (001 §5). */
export function validateAccountFields(fields: AccountFields, isPasswordShown: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const emailError = validateEmail(fields.email);
  if (emailError) {
    addFieldError(errors, 'email', emailError);
  }
  if (isPasswordShown) {
    const passwordError = validatePassword(fields.password ?? '');
    if (passwordError) {
      addFieldError(errors, 'password', passwordError);
    }
  }
  return errors;
}

/**
 * Log-in checks: a valid email and a password that is present. Its length is not checked here,
 * so an account made under an older rule can still log in.
 */
export function validateLoginFields(fields: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  const emailError = validateEmail(fields.email);
  if (emailError) {
    addFieldError(errors, 'email', emailError);
  }
  if (!fields.password) {
    addFieldError(errors, 'password', MESSAGES.password.required);
  }
  return errors;
}

/** Lower-cased, trimmed email: the form accounts are looked up by. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A password change's checks (ADR 168): the current password present when the account has one
 * (whether it is right is the server's to say), and the new one by 001 §5's rules.
 */
export function validatePasswordChange(fields: { currentPassword: string; newPassword: string }, hasPassword: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (hasPassword && !fields.currentPassword) {
    addFieldError(errors, 'currentPassword', MESSAGES.password.required);
  }
  const newPasswordError = validatePassword(fields.newPassword);
  if (newPasswordError) {
    addFieldError(errors, 'newPassword', newPasswordError);
  }
  return errors;
}
