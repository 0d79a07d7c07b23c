/** Formatters by zone and options: making one costs far more than using it (ICU loads the zone and the pattern). */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant written in US English in `timeZone`. Engines differ on the space before AM/PM (ICU
 * 72+ writes U+202F), so output uses plain spaces and reads, and tests, the same everywhere.
 */
export function formatInZone(instantMs: number, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  const key = `${timeZone} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    formatters.set(key, formatter);
  }
  return formatter.format(instantMs).replace(/[\u202f\u2009\u00a0]/g, ' ');
}
