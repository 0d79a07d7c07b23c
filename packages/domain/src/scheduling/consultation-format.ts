import { CONSULTATION_WINDOW_MINUTES } from '../constants/consultation';

/**
 * How the scheduler and the confirmation write dates and times: US English, in the patient's
 * zone. Engines differ on the space before AM/PM (ICU 72+ writes U+202F), so output uses plain
 * spaces and reads, and tests, the same everywhere.
 */
function format(
  timestampSeconds: number,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, ...options })
    .format(timestampSeconds * 1000)
    .replace(/[\u202f\u2009\u00a0]/g, ' ');
}

/** "Tuesday, December 1": a day of the date select. */
export function formatSlotDay(timestampSeconds: number, timeZone: string): string {
  return format(timestampSeconds, timeZone, { weekday: 'long', month: 'long', day: 'numeric' });
}

/** "Tuesday, December 1, 2026": the confirmation's date. */
export function formatConsultationDate(timestampSeconds: number, timeZone: string): string {
  return format(timestampSeconds, timeZone, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** "9:00 AM": a time of the time select. */
export function formatSlotTime(timestampSeconds: number, timeZone: string): string {
  return format(timestampSeconds, timeZone, { hour: 'numeric', minute: '2-digit' });
}

/** "9:00 AM – 9:15 AM EST": the consultation's window, with the zone's short name. */
export function formatTimeWindow(
  startSeconds: number,
  timeZone: string,
  minutes = CONSULTATION_WINDOW_MINUTES,
): string {
  const end = startSeconds + minutes * 60;
  const endWithZone = format(end, timeZone, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return `${formatSlotTime(startSeconds, timeZone)} – ${endWithZone}`;
}

/** "Eastern Time": the zone's generic name, for "Times are shown in …". */
export function formatTimeZoneName(timeZone: string, at = Date.now()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((candidate) => candidate.type === 'timeZoneName');
  return part?.value ?? timeZone;
}
