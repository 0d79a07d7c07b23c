import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical from 'ical-generator';
import type { EmailAttachment } from '@app/domain/contracts';
import { toZonedDateTime } from '@app/domain/scheduling';

export interface CalendarEvent {
  /** Stable per event, so a later file for the same box or call updates it in the calendar. */
  uid: string;
  startsAt: number;
  minutes: number;
  /** The patient's zone: the event is written in it, with its VTIMEZONE (issue 13 item 7). */
  timeZone: string;
  summary: string;
  description: string;
  brandName: string;
  /** When the file was made (the clock's time). */
  stamp: Date;
}

/** Each zone's VTIMEZONE, made once: the same text for every file of that zone. */
const vtimezones = new Map<string, string | null>();
function vtimezoneOf(timeZone: string): string | null {
  if (!vtimezones.has(timeZone)) {
    vtimezones.set(timeZone, getVtimezoneComponent(timeZone));
  }
  return vtimezones.get(timeZone)!;
}

/** The wall time of an instant in the zone, as the zone-local `YYYY-MM-DDTHH:mm:00` ical-generator writes under TZID. */
function wallTime(instant: number, timeZone: string): string {
  const { year, month, day, hour, minute } = toZonedDateTime(instant, timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${year}-${two(month)}-${two(day)}T${two(hour)}:${two(minute)}:00`;
}

/**
 * An `.ics` file of one event in the patient's zone (RFC 5545, with the zone's VTIMEZONE from
 * `@touch4it/ical-timezones`), made by `ical-generator`: calendars show it at the same local time
 * the email names, whatever zone the reader's device is in.
 */
export function calendarInvite(event: CalendarEvent): EmailAttachment {
  const calendar = ical({ prodId: { company: event.brandName, product: 'Care', language: 'EN' } });
  calendar.timezone({ name: event.timeZone, generator: vtimezoneOf });
  calendar.createEvent({
    id: event.uid,
    start: wallTime(event.startsAt, event.timeZone),
    end: wallTime(event.startsAt + event.minutes * 60_000, event.timeZone),
    timezone: event.timeZone,
    stamp: event.stamp,
    summary: event.summary,
    description: event.description,
  });
  return { filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8', content: calendar.toString() };
}
