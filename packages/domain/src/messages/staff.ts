/**
 * The care team's sign-in and pages (ADR 118). None of these texts is in the spec (its roles are
 * "not shown", 000 §6): all are ours.
 */
export const STAFF_SIGN_IN_MESSAGES = {
  staffSignIn: {
    heading: 'Care team sign in',
    intro: 'For providers and operators. Patients sign in on the patient site.',
    email: 'Work email',
    password: 'Password',
    code: 'Authenticator code',
    codeHint: 'The 6-digit code your authenticator app shows now.',
    submit: 'Sign in',
    submitting: 'Signing in…',
    // A failed sign-in never says which of email, password or code was wrong.
    failed: 'The email, password or code is not right.',
    codeRequired: 'Enter the 6-digit code from your authenticator app.',
    // Said only to someone who gave the right password: the code was right once already.
    codeReused: 'This code was already used. Wait for the next code and try again.',
    tooManyCodes: 'Too many wrong codes. Please wait 15 minutes and try again.',
    // ADR 134: no emailed link for the care team, so the way in is a device used before.
    tooManyFailuresToday: 'Too many failed sign-ins on this account today. Sign in from a device you used before, or try again tomorrow.',
    signedOut: 'You are signed out.',
    signOut: 'Sign out',
    sessionEnded: 'Your session ended. Please sign in again.',
  },
} as const;
