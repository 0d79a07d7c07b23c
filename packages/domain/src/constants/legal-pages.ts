/** The legal pages every brand publishes (000 §2 marketing-site pages). */
export const LEGAL_PAGE_KEYS = ['privacy', 'telehealth-consent', 'terms', 'donotsell'] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];
