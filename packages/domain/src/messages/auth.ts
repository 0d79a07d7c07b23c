/**
 * Sign-up, sign-in, sessions, brand transfer and social sign-up (ADRs 052, 053, 072, 082).
 * Texts the spec quotes are verbatim and must not be reworded; those marked "ours" are recorded
 * in docs/decisions/004-error-model.md or the decision named beside them.
 */
export const AUTH_MESSAGES = {
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
    // ours (ADR 134): the account's failed log-ins for the day are used up on devices it does not know.
    tooManyFailuresToday:
      'Too many failed log-ins on this account today. Log in from a device you used before, or get a sign-in link by email.',
    // ours
    unauthenticated: 'Please log in to continue.',
    // ours: a session of another role (a patient on a care-team page, or the reverse).
    wrongRole: 'This page is not available to the account you are signed in with.',
    // ours
    loggedOut: 'You have been logged out.',
  },
  // ours (ADR 134): the emailed one-time sign-in link offered while an account is limited.
  signInLink: {
    offer: 'Can’t wait? We can email you a link that logs you in once.',
    request: 'Email me a sign-in link',
    // Said whether or not an account was found, so the answer does not reveal accounts.
    sent: 'If an account uses that email address, we have sent it a sign-in link. The link works once, for 15 minutes.',
    tooManyEmails: 'Too many sign-in links were requested. Please wait a while and try again.',
    heading: 'Log in with your link',
    intro: 'This link logs you in once, on this device.',
    use: 'Log in',
    invalid: 'This sign-in link is invalid, used or expired. Please log in again.',
    backToLogin: 'Back to log in',
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
} as const;
