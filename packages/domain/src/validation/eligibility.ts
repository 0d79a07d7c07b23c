import { isUsStateCode } from '../constants/us-states';
import { isMilitaryStateCode } from '../eligibility/military-address';
import { MESSAGES } from '../messages/en';
import {
  isPlausibleBirthdate,
  parseUsDate,
  type CalendarDate,
} from './birthdate';
import { addFieldError, type FieldErrors } from './field-errors';
import { isValidZip } from './patterns';

/** What the welcome screen sends (000 §7 "eligibility check"); the wire schema is in contracts. */
export interface EligibilityInput {
  state: string;
  zip: string;
  birthdate: string;
  hasAcceptedTerms: boolean;
  treatmentCategories: number[];
  /**
   * The shipping address goes through the military post (001 §7.2, sent after an address update):
   * then an armed-forces state (AA, AE, AP) is accepted in place of a state (ADR 100).
   */
  militaryAddress?: boolean;
}

export interface EligibilityFormOptions {
  /** Some entry points show no terms checkbox ("Agree and continue"): pressing the button is consent. */
  requiresTermsCheckbox: boolean;
}

/**
 * Field checks of the eligibility form (000 §5), shared by the welcome screen and the API.
 * Whether the patient may be treated is a separate question: see `evaluateEligibility`.
 * `birthdateInvalid` is what a date that is not valid says: the form's "Please enter a valid date
 * of birth.", or, in the server's answer, the birthdate field message of 000 §5 (ADR 141).
 */
export function validateEligibilityInput(
  input: EligibilityInput,
  today: CalendarDate,
  birthdateInvalid: string = MESSAGES.eligibility.birthdateInvalid,
): FieldErrors {
  const errors: FieldErrors = {};
  const state = input.state.trim();
  const zip = input.zip.trim();
  if (!state && !zip) {
    addFieldError(errors, 'state', MESSAGES.eligibility.stateOrZipRequired);
  } else if (state && !isUsStateCode(state) && !(input.militaryAddress === true && isMilitaryStateCode(state))) {
    addFieldError(errors, 'state', MESSAGES.eligibility.stateOrZipRequired);
  }
  if (zip && !isValidZip(zip)) {
    addFieldError(errors, 'zip', MESSAGES.eligibility.zipInvalid);
  }
  const birthdate = input.birthdate.trim();
  if (!birthdate) {
    addFieldError(errors, 'birthdate', MESSAGES.eligibility.birthdateRequired);
  } else {
    const parsed = parseUsDate(birthdate);
    if (!parsed || !isPlausibleBirthdate(parsed, today)) {
      addFieldError(errors, 'birthdate', birthdateInvalid);
    }
  }
  if (!input.hasAcceptedTerms) {
    addFieldError(errors, 'hasAcceptedTerms', MESSAGES.eligibility.termsRequired);
  }
  if (input.treatmentCategories.length === 0 || input.treatmentCategories.some((id) => id !== 1 && id !== 2)) {
    addFieldError(errors, 'treatmentCategories', MESSAGES.eligibility.treatmentCategoryInvalid);
  }
  return errors;
}
