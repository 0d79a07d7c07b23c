/**
 * Phone and email verification and email preferences (ADRs 020 to 022).
 * Texts the spec quotes are verbatim and must not be reworded; those marked "ours" are recorded
 * in docs/decisions/004-error-model.md or the decision named beside them.
 */
export const CONTACT_MESSAGES = {
  phone: { invalid: 'Please enter a valid phone number with 10 digits.' },
  verificationCode: { invalid: 'Please enter a valid four-digit verification code.' },
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
} as const;
