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
    previewPlaceholder: 'Your Name Here',
    // ours: a date of birth on file is not changed from this page.
    dobMismatch: 'This date of birth does not match the one on your account. Please contact us to change it.',
  },
  name: {
    patternInvalid:
      'Only English letters, apostrophes, hyphens, commas, periods and spaces are allowed. At least one letter is required.',
  },
  phone: { invalid: 'Please enter a valid phone number with 10 digits.' },
  verificationCode: { invalid: 'Please enter a valid four-digit verification code.' },
  // Phone, SMS and email verification (messaging); see docs/decisions/020-…022-….
  phoneVerification: {
    phoneTitle: "What's your phone number?",
    codeTitle: 'Verify your phone number',
    incorrectCode: 'Incorrect code. Please try again.',
    photoLinkSent: 'Great! We just texted you a link to upload your photos.',
    // ours: the code expired, was used, was replaced by a newer one or had too many wrong tries.
    codeExpired: 'This code is no longer valid. Please request a new code.',
    // ours
    tooManyCodes: 'Too many codes were requested. Please wait a while and try again.',
    // ours
    tooManyTexts: 'Too many text messages were requested. Please wait a while and try again.',
    // ours: a text to a number the patient has not confirmed could reach a stranger.
    phoneNotConfirmed: 'Please verify your phone number first, then we can text you a link.',
  },
  emailVerification: {
    // ours
    title: 'Verify your email address',
    // ours
    sent: 'We sent you an email with a verification link.',
    // ours
    alreadyVerified: 'Your email address is already verified.',
    // ours
    verified: 'Thank you! Your email address is verified.',
    // ours
    linkInvalid: 'This verification link is invalid or has expired. Please request a new email.',
    // ours
    tooManyEmails: 'Too many verification emails were requested. Please wait a while and try again.',
  },
  emailPreferences: {
    // ours
    saved: 'Your email preferences have been saved.',
    // ours: double opt-in subscribes an address, so only its owner may ask for it.
    notOwnEmail: 'You can only change the email preferences of your own email address.',
  },
  textInput: { invalid: 'Invalid value entered.' },
  // Survey runner and answer checks (issue 4); texts without "ours" are 000 §2 verbatim.
  survey: {
    next: 'Next',
    skip: 'Skip',
    back: 'Back',
    informationAccurateYes: "Yes, it's accurate",
    informationAccurateNo: "No, I'd like to update",
    previousFormulaYes: 'Yes, continue to checkout',
    previousFormulaNo: "No, I'd like a new treatment",
    // ours: an answer to a question the survey version does not have.
    unknownQuestion: 'This question is not part of this survey.',
    // ours: e.g. a list for a single-choice question, or text for a checkbox list.
    wrongType: 'This answer does not fit this question.',
    // ours
    optionNotOffered: 'Please choose one of the options shown.',
    // ours
    tooLong: 'This answer is too long.',
    // ours: a required, visible question left unanswered at completion.
    required: 'Please answer this question.',
    // ours
    unknownSurvey: 'This survey could not be found.',
    // ours: a custom question type the page has no screen for.
    questionUnavailable: 'This question cannot be shown here.',
    // ours: the is-information-accurate question when no completed survey exists yet.
    healthHistoryEmpty: 'We have no health history on file for you yet.',
    // ours: the previous-formula question when the patient has no formula yet.
    formulasEmpty: 'You have no formulas on file yet.',
    // ours
    formulaTreats: 'Treats',
    // ours: a photo-upload question before the visit exists (it never is: only visits ask for photos).
    photosNeedVisit: 'Please sign in to upload your photos.',
    // ours: a save after the visit was completed; the provider reviews the answers as they were.
    visitCompleted: 'This visit is already completed, so its answers can no longer be changed.',
  },
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
    // ours: a session of another role (a patient on a care-team page, or the reverse).
    wrongRole: 'This page is not available to the account you are signed in with.',
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
    // ours: a path whose percent-encoding does not decode (ADR 071).
    invalidAddress: 'This web address is not valid.',
  },
  // Guardian, legal name, returning users, brand transfer, social sign-up; see docs/decisions/050-…054-….
  guardian: {
    // ours: the guardian step is for patients aged 13 to 17 only.
    notMinor: 'Only patients under 18 need to add a parent or guardian.',
    // ours: the guardian must be another person, reachable on their own address.
    sameEmailAsPatient: "Please enter your parent or guardian's own email address, not yours.",
  },
  brandTransfer: {
    // ours: said whether or not an account was found, so the answer does not reveal accounts.
    linkSent: 'If that email address has an account with our sister brand, we have sent it a link to move the account here. The link works for 30 minutes.',
    // ours
    linkInvalid: 'This link is invalid or has expired. Please start again.',
    // ours
    transferred: 'Welcome! Your account has been moved here. You can keep using the same email address and password.',
    // ours: a state select has no zip alternative, so the generic "required" wording applies.
    stateRequired: 'The state field is required.',
  },
  social: {
    // ours
    failed: 'We could not sign you in with that account. Please try again or use your email address.',
    // ours: linking by an unverified address would let someone else take over the account.
    emailNotVerified: 'An account with this email address already exists. Please log in with your password.',
    // ours
    emailMissing: 'That account did not share an email address with us. Please sign up with your email address.',
    // ours
    consentMissing: 'Please accept the terms and confirm your age before signing up.',
    // ours
    providerUnavailable: 'This sign-in option is not available.',
    // ours: the email has an account on the other brand, which must be moved rather than duplicated.
    otherBrandAccount: 'You already have an account with our sister brand. Confirm a few details to move it here.',
  },
  photos: {
    // ours: recording a photo step before its required photos exist.
    requiredMissing: 'Please upload every required photo first.',
    pageLoadFailed: "We're sorry, but a server error occurred. Please try refreshing your page.",
    simpleUploadFailed: 'Error uploading photo',
    uploadFailed: 'An unexpected error occurred while uploading photos.',
    phoneLinkSent: 'Great! We just texted you a link to upload your photos.',
    sendPhotoId: 'Send photo ID to provider',
    sendPhotos: 'Send photos to provider',
    phoneLinkAction: "We'll text you a link for phone upload",
    required: 'Required',
    optional: 'Optional',
    // ours: the upload refusals below; the spec shows only "the first error message".
    fileRequired: 'Please choose a photo to upload.',
    tooLarge: 'This photo is too large. Please choose a photo smaller than 15 MB.',
    unsupportedType: 'Please upload a JPEG, PNG or HEIC photo.',
    unreadable: "We couldn't read this photo. Please take a new one and try again.",
    // ours: a multipart body without a usable boundary, or cut off (ADR 071).
    formUnreadable: "We couldn't read this upload. Please try again.",
    tooMany: 'You have uploaded the most photos allowed for this section. Please delete one first.',
    linkInvalid: 'This photo link has expired. Please refresh the page.',
    // ours: the photos step's heading and promise of privacy.
    photosTitle: 'Photos for your provider',
    photosIntro: 'Your provider uses these photos to plan your treatment. Only you and your care team can see them.',
    // ours: the ID help modal's wording around the spec's lists (000 §2).
    idHelpTitle: 'Which IDs can I use?',
    idHelpIntro: 'Your ID must be government-issued, current, and show your photo, full name and date of birth.',
    idHelpAcceptedTitle: 'Accepted',
    idHelpAccepted: ["Driver's license", 'Passport', 'State-issued ID'],
    idHelpNotAcceptedTitle: 'Not accepted',
    idHelpNotAccepted: ['School, work or gym IDs', 'Yearbook photos', 'Warehouse-club cards'],
  },
  // Consultation booking; see docs/decisions/040-… to 042-….
  scheduling: {
    slotsFull: 'All time slots are currently full. Please check again later.',
    // ours: another patient booked the time first, or it has started meanwhile (409).
    slotTaken: 'That time is no longer available. Please choose another time.',
    // ours
    loadFailed: "We couldn't load the available times. Please refresh the page.",
  },
  flashTitles: { error: 'Sorry!', critical: 'Whoops!', success: 'Success!' },
  completion: {
    // ours
    signupCompleted: 'Your visit is on its way to your provider.',
    // ours: the spec names a $20 credit message without its wording.
    medicalHistoryCredit: 'Success! A $20 credit has been added to your account.',
    // ours
    medicalHistoryUpdated: 'Thank you for updating your medical history.',
    // ours
    stepsRemaining: 'Please finish the earlier steps of your visit first.',
    // 000 §8: signup completion failure fallback.
    failure: 'An error occurred',
  },
  referral: {
    title: 'Give $20, get $20',
    copyLink: 'Copy link',
    linkCopied: 'Link copied!',
    done: 'Done',
  },
} as const;

/** "The {label} field is required." (000 §5, 001 §5). */
export function requiredFieldMessage(label: string): string {
  return `The ${label} field is required.`;
}

/** "The {label} field is invalid." (000 §5, 001 §5). */
export function invalidFieldMessage(label: string): string {
  return `The ${label} field is invalid.`;
}

/** Ours: a field holding U+0000 or a broken UTF-16 surrogate, which cannot be stored (ADR 071). */
export function disallowedCharacterMessage(label: string): string {
  return `The ${label} field contains a character that is not allowed.`;
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
