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
    forgotPassword: 'Forgot your password?',
    orPasskey: 'Or',
    passkey: 'Sign in with a passkey',
    passkeyWaiting: 'Waiting for your passkey…',
    // One message for an unknown passkey, a deactivated account and a failed check.
    passkeyFailed: 'This passkey could not sign you in. Sign in with your password and code.',
    passkeyCancelled: 'No passkey was used. Try again, or sign in with your password and code.',
  },
  /** The member's own passkeys at `/staff/passkeys` (issue 34 item 3, ADR 172). */
  staffPasskeys: {
    heading: 'Passkeys',
    intro: 'A passkey signs you in with your phone, computer or security key in place of your password and code. Your password and authenticator still work, and are how you get in if you lose every passkey.',
    loading: 'Loading your passkeys…',
    loadError: 'Your passkeys could not be loaded. Please try again.',
    retry: 'Try again',
    empty: 'No passkeys yet.',
    caption: 'Your passkeys',
    columns: { name: 'Name', added: 'Added', lastUsed: 'Last used', actions: 'Change' },
    neverUsed: 'Not used yet',
    addHeading: 'Add a passkey',
    addIntro: 'Give it a name you will recognise, and the code your authenticator app shows now.',
    name: 'Name',
    namePlaceholder: 'Work laptop',
    code: 'Authenticator code',
    add: 'Add a passkey',
    adding: 'Waiting for your passkey…',
    added: 'The passkey {name} was added.',
    remove: 'Remove',
    removeLabel: 'Remove the passkey {name}',
    removed: 'The passkey {name} was removed.',
    nav: 'Passkeys',
    errors: {
      name: 'Name the passkey (at most 60 characters).',
      failed: 'The passkey could not be added. Please try again.',
      cancelled: 'No passkey was made. Try again when you are ready.',
      duplicate: 'This passkey is already on your account.',
      passkeyId: 'This passkey was removed meanwhile.',
      expired: 'That took too long. Please start again.',
    },
  },
  /** The staff's own password reset request (issue 34 item 2, ADR 170). */
  staffPasswordReset: {
    heading: 'Reset your password',
    intro: 'Enter your work email. We send a link that works for 30 minutes; you will also need the code from your authenticator app.',
    submit: 'Email me a link',
    submitting: 'Sending…',
    // The same words whether or not an account uses the address: the answer reveals no account.
    sent: 'If a care-team account uses this email, we sent it a link. Check your inbox.',
    tooManyEmails: 'Too many reset emails. Please wait a few minutes and try again.',
    backToSignIn: 'Back to sign in',
  },
  /** The page an emailed invitation, authenticator reset or password reset link opens (ADR 170). */
  staffAccess: {
    loading: 'Checking your link…',
    loadError: 'Your link could not be checked. Please try again.',
    retry: 'Try again',
    invalidHeading: 'This link does not work',
    headings: {
      invitation: 'Join the care team',
      'authenticator-reset': 'Set up a new authenticator',
      'password-reset': 'Choose a new password',
    },
    intros: {
      invitation: 'Welcome, {name}. Choose a password for {email}, then set up an authenticator app on your phone.',
      'authenticator-reset': '{name}, enter your password, then scan the new code with your authenticator app. Your old authenticator stops working.',
      'password-reset': '{name}, choose a new password for {email}. Every session of yours ends when it is saved.',
    },
    newPassword: 'New password',
    currentPassword: 'Your password',
    passwordHint: 'At least 8 characters.',
    scanHeading: 'Your authenticator',
    scanIntro: 'Scan this code with an authenticator app (such as a password manager or an authenticator on your phone), or type the key in.',
    qrLabel: 'QR code of your authenticator key',
    secretLabel: 'Key',
    newCode: 'Code from the new authenticator',
    currentCode: 'Code from your authenticator',
    codeHint: 'The 6-digit code your authenticator app shows now.',
    submit: {
      invitation: 'Create my account',
      'authenticator-reset': 'Save the new authenticator',
      'password-reset': 'Save the new password',
    },
    submitting: 'Saving…',
    expires: 'This link works until {date}.',
    // One message for a link unknown, used, revoked or expired: a guesser learns nothing.
    invalid: 'This link has expired or was already used. Ask an admin for a new one, or reset your password again.',
    wrongPassword: 'The password is not right.',
    wrongCode: 'The code is not right. Check your authenticator app and try again.',
    tooManyTries: 'Too many wrong tries with this link. Please wait an hour, or ask for a new link.',
    emailTaken: 'A care-team account with this email exists already. Sign in instead.',
    signIn: 'Go to sign in',
  },
} as const;
