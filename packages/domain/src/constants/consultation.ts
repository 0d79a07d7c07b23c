/** The live consultation's length: each bookable slot is one 15-minute window (000 §9). */
export const CONSULTATION_WINDOW_MINUTES = 15;

/**
 * How soon a slot may start and still be offered (ours). A time that begins in a minute cannot
 * be prepared for by the patient or the provider, and would often have begun by the time the
 * patient presses the button. A slot already listed stays bookable until it begins.
 */
export const CONSULTATION_BOOKING_NOTICE_MINUTES = 15;

/** The language a consultation is held in unless the patient may and does choose another (000 §9). */
export const DEFAULT_CONSULTATION_LANGUAGE = 'en';

/**
 * Languages a provider can hold a consultation in, as ISO 639-1 codes with the label the select
 * shows (ours: the spec names only English). Provider rows and the availability command accept
 * these codes only.
 */
export const CONSULTATION_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Spanish' },
  { code: 'zh', label: 'Chinese' },
  { code: 'vi', label: 'Vietnamese' },
  { code: 'tl', label: 'Tagalog' },
  { code: 'ko', label: 'Korean' },
  { code: 'fr', label: 'French' },
  { code: 'ar', label: 'Arabic' },
  { code: 'ru', label: 'Russian' },
  { code: 'pt', label: 'Portuguese' },
] as const;

export type ConsultationLanguage = (typeof CONSULTATION_LANGUAGES)[number]['code'];

export const CONSULTATION_LANGUAGE_CODES: readonly string[] = CONSULTATION_LANGUAGES.map(
  (language) => language.code,
);

/** Type guard for a language code a consultation can be held in. */
export function isConsultationLanguage(value: string): value is ConsultationLanguage {
  return CONSULTATION_LANGUAGE_CODES.includes(value);
}

/** The label of a language code ("Spanish"), or the code itself for one we do not list. */
export function consultationLanguageLabel(code: string): string {
  return CONSULTATION_LANGUAGES.find((language) => language.code === code)?.label ?? code;
}

/**
 * How many days with free slots the scheduler lists at most (ours): the soonest month of
 * availability, and a bound on the answer's size (at most 96 quarter hours a day).
 */
export const CONSULTATION_LISTED_DAYS = 30;
