/**
 * The account's sign-in and security page (issue 34 item 4, ADR 168). Ours: the spec shows no
 * account page. The password rules themselves are 001 §5's (`password`).
 */
export const ACCOUNT_SECURITY_MESSAGES = {
  accountSecurity: {
    heading: 'Sign-in and security',
    navLink: 'Sign-in and security',
    loading: 'Loading your devices…',
    loadError: 'We could not load your devices. Please try again.',
    retry: 'Try again',
    devicesHeading: 'Signed-in devices',
    devicesIntro: 'Where your account is signed in now. Sign out of any device you do not recognise, then change your password.',
    thisDevice: 'This device',
    signedInAt: 'Signed in {date}',
    lastSeen: 'Last active {date}',
    signOut: 'Sign out',
    // The button's accessible name: several rows have a "Sign out".
    signOutDevice: 'Sign out {device}, last active {date}',
    signOutOthers: 'Sign out of all other devices',
    noOthers: 'No other device is signed in.',
    signedOutOne: '{device} is signed out.',
    signedOutOthers: 'Every other device is signed out.',
    unknownDevice: 'Unknown browser',
    passwordHeading: 'Change your password',
    setPasswordHeading: 'Set a password',
    passwordIntro: 'Changing your password signs you out of every other device.',
    setPasswordIntro: 'Your account signs in without a password today. Setting one signs you out of every other device.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    changePassword: 'Change password',
    setPassword: 'Set password',
    passwordChanged: 'Your password is changed, and every other device is signed out.',
    currentPasswordWrong: 'Your current password is not correct.',
    // The device was signed out meanwhile (elsewhere, or it expired).
    sessionGone: 'That device is already signed out.',
    notThisSession: 'To sign out of this device, use Log out.',
  },
} as const;
