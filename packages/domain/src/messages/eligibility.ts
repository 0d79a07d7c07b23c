import type { IneligibleReason } from '../constants/ineligible-reasons';

/**
 * Eligibility (000 §1).
 * Texts the spec quotes are verbatim and must not be reworded; those marked "ours" are recorded
 * in docs/decisions/004-error-model.md or the decision named beside them.
 */
export const ELIGIBILITY_MESSAGES = {
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
} as const;

/**
 * What the ineligible page tells the patient (ours: the spec gives only tracking wording).
 * Written to be kind, specific and to say what, if anything, the patient can do.
 */
export const INELIGIBLE_USER_MESSAGES: Record<IneligibleReason, string> = {
  ineligible_age:
    "We're sorry, but our providers can only treat patients who are at least 13 years old.",
  // ADR 141: said to a signed-in patient whose sign-up for this treatment is done.
  already_completed_sign_up:
    'It looks like you have already completed sign-up for this treatment. Your dashboard has everything about it.',
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
  // ADR 141: said to a patient with an account who asks for another treatment.
  should_show_new_signup_flow:
    'You already have an account with us, so a new treatment starts from your account: a short visit for your provider, without signing up again.',
  unknown: "We're sorry, but we can't offer you treatment right now.",
  none: '',
};
