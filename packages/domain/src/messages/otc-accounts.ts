/**
 * The storefront's accounts (issue 31 item 5, ADR 154): its sign-up page and a prescriptions page
 * with nothing on it yet. Ours: the spec names the pages (000 §2 "Storefront: /auth/signup,
 * /auth/login, /dashboard, /dashboard/prescriptions") but not their words. Kept out of the patient
 * catalogue (`en.ts`) like the shop's words: only those two pages, each loaded on its own, read them.
 */
export const OTC_SIGNUP_MESSAGES = {
  heading: 'Create your account',
  intro: 'Shop skincare, follow your orders and check out faster. No consultation needed.',
  // 001 §2.5: the registration form's product-detail variant (email, password, both boxes) says Next.
  submit: 'Next',
  signedInAs: 'You’re logged in as {email}.',
  continue: 'Continue',
  haveAccount: 'Already have an account?',
  logIn: 'Log in',
} as const;

export const NO_PRESCRIPTIONS_MESSAGES = {
  none: 'You have no prescriptions yet.',
  noVisit: 'A licensed dermatology provider can prescribe a treatment made for your skin after an online consultation.',
  startConsultation: 'Start a consultation',
} as const;
