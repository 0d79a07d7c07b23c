import { MINIMUM_AGE } from '../constants/limits';
import { MESSAGES } from '../messages/en';
import { ageOn, isPlausibleBirthdate, parseUsDate, type CalendarDate } from './birthdate';
import { addFieldError, type FieldErrors } from './field-errors';
import { isValidName } from './patterns';

export interface LegalNameFields {
  firstname: string;
  lastname: string;
  dob?: string | undefined;
}

/** Legal name rules of 000 §5; the date of birth is checked only when the flow asks for it. */
export function validateLegalName(
  fields: LegalNameFields,
  isDobAsked: boolean,
  today: CalendarDate,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!isValidName(fields.firstname)) {
    addFieldError(errors, 'firstname', MESSAGES.legalName.firstNameInvalid);
  }
  if (!isValidName(fields.lastname)) {
    addFieldError(errors, 'lastname', MESSAGES.legalName.lastNameInvalid);
  }
  if (isDobAsked) {
    const dob = parseUsDate(fields.dob ?? '');
    if (!dob || !isPlausibleBirthdate(dob, today)) {
      addFieldError(errors, 'dob', MESSAGES.eligibility.birthdateInvalid);
    } else if (ageOn(dob, today) < MINIMUM_AGE) {
      addFieldError(errors, 'dob', MESSAGES.legalName.underMinimumAge);
    }
  }
  return errors;
}
