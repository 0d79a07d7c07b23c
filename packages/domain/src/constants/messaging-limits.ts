/**
 * Limits of phone and email verification (ours: the spec fixes only the code length and the
 * 500 ms auto-submit). Why these numbers: docs/decisions/020-phone-verification-codes.md.
 */

/** A phone verification code works for this long after it is sent. */
export const PHONE_CODE_TTL_MINUTES = 10;
/** Checks allowed per code; the code is dead after this many (wrong) tries. */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** Texts of one kind (codes, links) per phone number and per account in a short window… */
export const SMS_SENDS_PER_WINDOW = 3;
export const SMS_SEND_WINDOW_MINUTES = 15;
/** …and per day. */
export const SMS_SENDS_PER_DAY = 10;
/** Verification emails per account, in the same windows as texts. */
export const VERIFICATION_EMAILS_PER_WINDOW = 3;
export const VERIFICATION_EMAILS_PER_DAY = 10;
/** An email verification link works for this long. */
export const EMAIL_TOKEN_TTL_HOURS = 24;
/** Unsubscribe calls per client address in one window (anyone may unsubscribe an address). */
export const UNSUBSCRIBES_PER_ADDRESS_PER_WINDOW = 10;
