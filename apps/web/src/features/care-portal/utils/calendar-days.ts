/**
 * The provider's consultations by day in a time zone (the browser's, ADR 117): days in order, each
 * with its consultations in order of time, labelled as the provider reads them.
 */
export interface CalendarDay<T> {
  /** `YYYY-MM-DD` in the zone. */
  key: string;
  /** "Monday, December 1". */
  label: string;
  entries: T[];
}

export function groupByDay<T extends { startsAt: string }>(entries: readonly T[], timeZone: string): CalendarDay<T>[] {
  const keyOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const labelOf = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' });
  const days = new Map<string, CalendarDay<T>>();
  for (const entry of [...entries].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const instant = new Date(entry.startsAt);
    const key = keyOf.format(instant);
    const day = days.get(key) ?? { key, label: labelOf.format(instant), entries: [] };
    day.entries.push(entry);
    days.set(key, day);
  }
  return [...days.values()];
}

/** "9:00 AM" in the zone. */
export function timeOfDay(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
}

/** A language code in words ("en" → "English"), or the code when the browser has no name for it. */
export function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
