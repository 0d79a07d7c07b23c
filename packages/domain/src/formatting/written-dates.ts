import { formatInZone } from '../scheduling/format-in-zone';

/**
 * How dates are written, one way per reader (ADR 144). Patients read words: "March 3, 2028" and
 * "March 3, 2028 at 4:05 PM EST", as their bill dates and calls are written. Staff read the compact
 * form their tables and queues need: "Mar 3, 2028" and "Mar 3, 2028, 4:05 PM EST". A time always
 * names its zone; a calendar date (a date of birth) is no instant and is written as the day it names.
 */
export type DateReader = 'patient' | 'staff';

const MONTH = { patient: 'long', staff: 'short' } as const;

const instantOf = (at: string | number): number => (typeof at === 'number' ? at : Date.parse(at));

/** "March 3, 2028" for a patient, "Mar 3, 2028" for staff: the day of an instant in `timeZone`. */
export function writtenDay(reader: DateReader, at: string | number, timeZone: string): string {
  return formatInZone(instantOf(at), timeZone, { month: MONTH[reader], day: 'numeric', year: 'numeric' });
}

/** "March 3, 2028 at 4:05 PM EST" for a patient, "Mar 3, 2028, 4:05 PM EST" for staff. */
export function writtenTime(reader: DateReader, at: string | number, timeZone: string): string {
  const instant = instantOf(at);
  const time = formatInZone(instant, timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return `${writtenDay(reader, instant, timeZone)}${reader === 'patient' ? ' at' : ','} ${time}`;
}

/** "November 23, 1992" or "Nov 23, 1992": a calendar date (`YYYY-MM-DD`), the same day in every zone. */
export function writtenCalendarDate(reader: DateReader, date: string): string {
  // Read at noon UTC in UTC, a calendar date stays the day it names wherever the reader is.
  return writtenDay(reader, `${date}T12:00:00Z`, 'UTC');
}
