/** Business constants of the spec (001 §9, 000 §9); both apps import them instead of repeating numbers. */
export const MINIMUM_AGE = 13;
export const HAIR_MINIMUM_AGE = 18;
export const ADULT_AGE = 18;
export const MAXIMUM_BIRTHDATE_YEARS = 100;
export const AGE_ORDERING_THRESHOLD = 35;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MIN_DIGITS = 10;
export const VERIFICATION_CODE_LENGTH = 4;
export const VERIFICATION_AUTO_SUBMIT_MS = 500;
export const SURVEY_AUTO_ADVANCE_MS = 250;
export const UPSELL_NOTICE_MS = 2000;
export const AUTOSUGGEST_DEBOUNCE_MS = 200;
export const AUTOSUGGEST_MAX_RESULTS = 5;
export const ERROR_DISPLAY_MS = 6000;
/** 000 §9: a product carousel moves on every 6000 ms, each move taking 1000 ms. */
export const CAROUSEL_AUTOPLAY_MS = 6000;
export const CAROUSEL_SPEED_MS = 1000;
export const TRACKED_URL_MAX_LENGTH = 1001;
/** 001 §4, §9: the patient-viewed mark is retried up to 5 more times, 1 s apart. */
export const VIEWED_MARK_RETRIES = 5;
export const VIEWED_MARK_RETRY_MS = 1000;
/** Longer than any code a brand issues; a longer one is refused before it reaches the database. */
export const PROMOTION_CODE_MAX_LENGTH = 64;
/** Promo codes a patient may try in an hour: enough for typos, too few to guess codes (ours). */
export const PROMOTION_ATTEMPTS_PER_HOUR = 20;

/** Password changes a patient may try in an hour (ADR 168): each checks the current password, so it is a guess too. */
export const PASSWORD_CHANGE_ATTEMPTS_PER_HOUR = 10;
