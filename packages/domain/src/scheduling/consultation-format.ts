import { CONSULTATION_WINDOW_MINUTES } from '../constants/consultation';
import { formatInZone } from './format-in-zone';

/** How the scheduler and the confirmation write dates and times: US English, in the patient's zone. */
function format(timestampSeconds: number, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return formatInZone(timestampSeconds * 1000, timeZone, options);
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
