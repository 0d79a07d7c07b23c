/**
 * The emailed links through which the care team gets in without an engineer (issue 34 item 2,
 * ADR 170): an invitation, an admin's reset of a lost authenticator, and a member's own password
 * reset. Each works once, until it expires or a newer link of its kind replaces it.
 */
export const STAFF_ACCESS_LINK_KINDS = ['invitation', 'authenticator-reset', 'password-reset'] as const;
export type StaffAccessLinkKind = (typeof STAFF_ACCESS_LINK_KINDS)[number];

/** How long each kind of link works: an invitation waits days for a new colleague, a password reset minutes. */
export const STAFF_ACCESS_LINK_TTL_MINUTES: Readonly<Record<StaffAccessLinkKind, number>> = {
  invitation: 7 * 24 * 60,
  'authenticator-reset': 24 * 60,
  'password-reset': 30,
};

/** The roles an admin invites: a provider's account comes with their practice's set-up (ADR 169). */
export const INVITED_STAFF_ROLES = ['operator', 'admin'] as const;

/** Wrong passwords or codes one link may be tried with in an hour before it must be asked for again. */
export const STAFF_ACCESS_LINK_TRIES_PER_HOUR = 10;

/** The web page every staff access link opens; the token rides in the query, as the patient's sign-in link's does. */
export const STAFF_ACCESS_LINK_PAGE = '/staff/access';

/** The longest name a member gives a passkey (ADR 172), checked by the page before the device makes it and by the server. */
export const PASSKEY_NAME_MAX_LENGTH = 60;
