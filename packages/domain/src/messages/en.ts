import type { IneligibleReason } from '../constants/ineligible-reasons';

/**
 * User-facing strings. Those quoted by the spec are verbatim and must not be reworded; the ones the
 * spec leaves to us (marked "ours") are recorded in docs/decisions/004-error-model.md.
 */
export const MESSAGES = {
  eligibility: {
    stateOrZipRequired: 'Please enter a state or zip code.',
    zipInvalid: 'Please enter a valid zip code.',
    birthdateRequired: 'Please enter your date of birth.',
    birthdateInvalid: 'Please enter a valid date of birth.',
    termsRequired: 'Please accept the terms of service to continue.',
    birthdateFieldInvalid: "The patient's date of birth is not valid.",
    // ours: a category the brand does not sell, or none at all.
    treatmentCategoryInvalid: 'Please choose a treatment.',
  },
  legalName: {
    lastNameInvalid: 'Please enter a valid legal last name.',
    firstNameInvalid: 'Please enter a valid legal first name.',
    underMinimumAge:
      "The birthday entered shows you're under 13, which means we can't provide prescriptions just yet.",
  },
  name: {
    patternInvalid:
      'Only English letters, apostrophes, hyphens, commas, periods and spaces are allowed. At least one letter is required.',
  },
  phone: { invalid: 'Please enter a valid phone number with 10 digits.' },
  verificationCode: { invalid: 'Please enter a valid four-digit verification code.' },
  textInput: { invalid: 'Invalid value entered.' },
  email: {
    required: 'The email address field is required.',
    invalid: 'Invalid email address.',
    // ours: registration with an email that already has an account on this brand.
    taken: 'An account with this email address already exists. Please log in.',
  },
  password: {
    required: 'The password field is required.',
    tooShort: 'Password must be at least 8 characters.',
  },
  account: {
    ageConfirmation: 'I am at least 13 years old.',
    // ours: the product-detail variant's checkboxes are required.
    ageConfirmationRequired: 'Please confirm that you are at least 13 years old.',
    registered: 'Success! You’re one step closer to your personalized Treatment Plan.',
    // ours: a failed login never says which of email or password was wrong.
    loginFailed: 'These credentials do not match our records.',
    // ours
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    // ours
    unauthenticated: 'Please log in to continue.',
    // ours
    loggedOut: 'You have been logged out.',
  },
  form: {
    submissionError: 'There was an error with your submission',
    // 001 §8, for checkout steps; we use it for every unexpected server error.
    genericServerError: 'A system error occurred. Please try again.',
    // ours
    csrfMismatch: 'Your session has expired. Please refresh the page and try again.',
    // ours
    notFound: 'The page or item you were looking for could not be found.',
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

/**
 * What the ineligible page tells the patient (ours: the spec gives only tracking wording).
 * Written to be kind, specific and to say what, if anything, the patient can do.
 */
export const INELIGIBLE_USER_MESSAGES: Record<IneligibleReason, string> = {
  ineligible_age:
    "We're sorry, but our providers can only treat patients who are at least 13 years old.",
  already_completed_sign_up:
    'It looks like you have already completed sign-up. Please log in to see your treatment.',
  ineligible_hair_age:
    "We're sorry, but our hair treatment is only available to patients who are at least 18 years old.",
  ineligible_state:
    "We're sorry, but our service is not available in your state yet. We hope to be there soon!",
  ineligible_obgyn:
    "Because you are pregnant, nursing or planning a pregnancy, our providers can't prescribe this treatment safely right now.",
  ineligible_hair_cannot_receive_product:
    "We're sorry, but based on your answers our providers can't prescribe our hair treatment for you.",
  ineligible_hair_loss_location:
    'Our hair treatment is made for thinning on the scalp, so our providers cannot treat the hair loss you described.',
  ineligible_hair_undeliverable_address:
    "We're sorry, but we can't deliver our hair treatment to your address.",
  should_show_new_signup_flow: 'Please start a new sign-up to continue.',
  unknown: "We're sorry, but we can't offer you treatment right now.",
  none: '',
};
