import { STAFF_MESSAGES } from '../messages/staff-en';
import { isTotpCodeShaped } from '../staff/totp-code';
import { validateLoginFields } from './account';
import { addFieldError, type FieldErrors } from './field-errors';

/**
 * What the care team's sign-in form says before it is sent (ADR 118): the email and password as
 * the patient log-in checks them, and a code of six digits (spaces between groups allowed), which
 * the server checks in the same words.
 */
export function validateStaffSignInFields(fields: { email: string; password: string; code: string }): FieldErrors {
  const errors = validateLoginFields(fields);
  if (!isTotpCodeShaped(fields.code)) {
    addFieldError(errors, 'code', STAFF_MESSAGES.staffSignIn.codeRequired);
  }
  return errors;
}
