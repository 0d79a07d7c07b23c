/**
 * Limits of the emailed sign-in link (ours: the spec has no such link). Why these numbers:
 * docs/decisions/134-account-guessing-limits.md.
 */

/** An emailed sign-in link works once, for this long after it is sent. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;
/** Sign-in links per email address and per client address in a short window… */
export const SIGN_IN_LINK_EMAILS_PER_WINDOW = 3;
/** …and per day. */
export const SIGN_IN_LINK_EMAILS_PER_DAY = 10;
