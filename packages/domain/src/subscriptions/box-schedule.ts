import { fromZonedDateTime, toZonedDateTime } from '../scheduling/zoned-time';

/**
 * When a subscription's boxes bill, as calendar dates in the patient's time zone (issue 13). A
 * box bills at a fixed local hour of its date, so a daylight-saving change moves no bill date and
 * no bill hour; every change the patient makes (sooner, later, skip) moves whole calendar days.
 */

/** A calendar date, as `YYYY-MM-DD`. */
export type CalendarDate = string;

/** The local hour a box bills at on its date: mid-morning, when the care team is at work. */
export const BILL_HOUR = 10;
/** Changes close this many days before a box bills (issue 13 item 5). */
export const CHANGE_CUTOFF_DAYS = 2;
export const MIN_POSTPONE_WEEKS = 1;
export const MAX_POSTPONE_WEEKS = 12;
/** "Ship one week sooner" (issue 13 item 5). */
export const SOONER_DAYS = 7;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function partsOf(date: CalendarDate): { year: number; month: number; day: number } {
  const match = DATE_PATTERN.exec(date);
  const parts = match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : undefined;
  if (!parts || toCalendarDate(Date.UTC(parts.year, parts.month - 1, parts.day)) !== date) {
    throw new RangeError(`not a calendar date: ${date}`);
  }
  return parts;
}

/** The UTC calendar date of an instant, as `YYYY-MM-DD`. */
function toCalendarDate(utcInstant: number): CalendarDate {
  return new Date(utcInstant).toISOString().slice(0, 10);
}

/** `date` moved by whole calendar days (no clock is involved, so no daylight saving either). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const { year, month, day } = partsOf(date);
  return toCalendarDate(Date.UTC(year, month - 1, day + days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  const a = partsOf(from);
  const b = partsOf(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The calendar date an instant falls on in the zone. */
export function calendarDateIn(instant: number, timeZone: string): CalendarDate {
  const { year, month, day } = toZonedDateTime(instant, timeZone);
  return toCalendarDate(Date.UTC(year, month - 1, day));
}

/** The instant the zone's clock shows `hour`:00 on `date` (that hour exists on every date in US zones). */
export function instantAt(date: CalendarDate, hour: number, timeZone: string): number {
  const { year, month, day } = partsOf(date);
  const instant = fromZonedDateTime({ year, month, day, hour, minute: 0 }, timeZone);
  if (instant === undefined) {
    throw new RangeError(`${date} ${hour}:00 does not exist in ${timeZone}`);
  }
  return instant;
}

/** When the box of `billDate` bills: `BILL_HOUR` local time that day. */
export function billInstant(billDate: CalendarDate, timeZone: string): number {
  return instantAt(billDate, BILL_HOUR, timeZone);
}

/** The last moment the box of `billDate` can be changed: two days before it bills, same local hour. */
export function changeCutoff(billDate: CalendarDate, timeZone: string): number {
  return billInstant(addDays(billDate, -CHANGE_CUTOFF_DAYS), timeZone);
}

/** Whether the box of `billDate` can still be changed at `now`. */
export function isChangeOpen(billDate: CalendarDate, timeZone: string, now: number): boolean {
  return now < changeCutoff(billDate, timeZone);
}

/** The first box's date after a trial that starts on `startDate` (30 days) or a first paid box (one cadence). */
export function firstBillDate(startDate: CalendarDate, schedule: { trialDays: number | null; cadenceDays: number }): CalendarDate {
  return addDays(startDate, schedule.trialDays ?? schedule.cadenceDays);
}

/** The next `count` bill dates from `billDate` on, one cadence apart. */
export function upcomingBillDates(billDate: CalendarDate, cadenceDays: number, count: number): CalendarDate[] {
  return Array.from({ length: count }, (_, index) => addDays(billDate, index * cadenceDays));
}

export type ScheduleChange =
  | { kind: 'postpone'; weeks: number }
  | { kind: 'sooner' }
  | { kind: 'skip' };

export type ScheduleRefusal = 'closed' | 'weeksOutOfRange' | 'tooSoon';

/**
 * The next box's new date after a change, or why it cannot be made: a change after the cutoff; a
 * postpone outside 1 to 12 weeks; a "sooner" that would bill before the cutoff of today's
 * changes (the box could not be changed any more the moment it was moved).
 */
export function changedBillDate(
  billDate: CalendarDate,
  change: ScheduleChange,
  context: { cadenceDays: number; timeZone: string; now: number },
): { billDate: CalendarDate } | { refusal: ScheduleRefusal } {
  if (!isChangeOpen(billDate, context.timeZone, context.now)) {
    return { refusal: 'closed' };
  }
  switch (change.kind) {
    case 'postpone':
      if (!Number.isInteger(change.weeks) || change.weeks < MIN_POSTPONE_WEEKS || change.weeks > MAX_POSTPONE_WEEKS) {
        return { refusal: 'weeksOutOfRange' };
      }
      return { billDate: addDays(billDate, change.weeks * 7) };
    case 'skip':
      return { billDate: addDays(billDate, context.cadenceDays) };
    case 'sooner': {
      const sooner = addDays(billDate, -SOONER_DAYS);
      return isChangeOpen(sooner, context.timeZone, context.now) ? { billDate: sooner } : { refusal: 'tooSoon' };
    }
  }
}
