import { NAME_MAX_LENGTH } from '../constants/limits';
import { MESSAGES } from '../messages/en';
import { invalidFieldMessage, requiredFieldMessage } from '../messages/forms';
import { validateEmail } from './account';
import { addFieldError, type FieldErrors } from './field-errors';
import { isValidName } from './patterns';
import { phoneDigits, validatePhone } from './phone';

/** The guardian form of 000 §2 / §3. */
export interface GuardianFields {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  terms: boolean;
}

/** Screen order, for focusing the first invalid field. */
export const GUARDIAN_FIELDS = ['firstname', 'lastname', 'email', 'phone', 'terms'] as const;

/** The label each field's "The {label} field is required." message names (000 §5). */
export const GUARDIAN_FIELD_LABELS = {
  firstname: 'first name',
  lastname: 'last name',
  email: 'email address',
  phone: 'phone number',
} as const;

/** E.164 allows at most 15 digits; anything longer is not a phone number. */
export const PHONE_MAX_DIGITS = 15;
// Digits and the separators people type; letters would otherwise vanish in phoneDigits().
const PHONE_CHARACTERS = /^[\d\s().+-]*$/;

function checkName(errors: FieldErrors, field: 'firstname' | 'lastname', value: string): void {
  const label = GUARDIAN_FIELD_LABELS[field];
  if (!value.trim()) {
    addFieldError(errors, field, requiredFieldMessage(label));
  } else if (value.trim().length > NAME_MAX_LENGTH) {
    addFieldError(errors, field, invalidFieldMessage(label));
  } else if (!isValidName(value)) {
    addFieldError(errors, field, MESSAGES.name.patternInvalid);
  }
}

function checkPhone(errors: FieldErrors, value: string): void {
  if (!value.trim()) {
    addFieldError(errors, 'phone', requiredFieldMessage(GUARDIAN_FIELD_LABELS.phone));
    return;
  }
  const message = validatePhone(value);
  if (message) {
    addFieldError(errors, 'phone', message);
  } else if (!PHONE_CHARACTERS.test(value) || phoneDigits(value).length > PHONE_MAX_DIGITS) {
    addFieldError(errors, 'phone', invalidFieldMessage(GUARDIAN_FIELD_LABELS.phone));
  }
}

/**
 * Guardian form rules (000 §5 "all fields and terms required"): names follow the name pattern,
 * the email the account email rules, the phone the phone rule, and the terms must be accepted.
 * The browser and the API run the same function.
 */
export function validateGuardian(fields: GuardianFields): FieldErrors {
  const errors: FieldErrors = {};
  checkName(errors, 'firstname', fields.firstname);
  checkName(errors, 'lastname', fields.lastname);
  const emailError = validateEmail(fields.email);
  if (emailError) {
    addFieldError(errors, 'email', emailError);
  }
  checkPhone(errors, fields.phone);
  if (fields.terms !== true) {
    addFieldError(errors, 'terms', MESSAGES.eligibility.termsRequired);
  }
  return errors;
}
