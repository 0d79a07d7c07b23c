import { formatInZone } from '../scheduling/format-in-zone';
import { billInstant, changeCutoff, type CalendarDate } from './box-schedule';

// How a box's dates read, in the patient's zone (US English, as the consultation's dates).

/** "Tuesday, January 12, 2027": the day a box bills. */
export function formatBillDate(billDate: CalendarDate, timeZone: string): string {
  return formatInZone(billInstant(billDate, timeZone), timeZone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}

/** "Sunday, January 10, 2027 at 10:00 AM EST": the last moment the box can be changed. */
export function formatChangeCutoff(billDate: CalendarDate, timeZone: string): string {
  return formatInstant(changeCutoff(billDate, timeZone), timeZone);
}

/** "Sunday, January 10, 2027 at 10:00 AM EST": an instant with the zone's short name. */
export function formatInstant(instant: number, timeZone: string): string {
  const day = formatInZone(instant, timeZone, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  const time = formatInZone(instant, timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
  return `${day} at ${time}`;
}
