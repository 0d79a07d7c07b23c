import { CONSULTATION_WINDOW_MINUTES } from '../constants/consultation';
import { fromZonedDateTime, startOfZonedDay } from './zoned-time';

/** A bookable slot as the API sends it: `timestamp` is the start, in Unix seconds. */
export interface SlotEntry {
  id: number;
  timestamp: number;
}

/** Unix seconds of an epoch-millisecond instant (the API's timestamps are in seconds). */
export function toUnixSeconds(instant: number): number {
  return Math.floor(instant / 1000);
}

/**
 * Slots grouped by the calendar day they start on in `timeZone`, keyed by that day's first instant
 * (Unix seconds, as a string). Keys and slots keep the order of `slots`, which callers sort.
 */
export function groupSlotsByDay(
  slots: readonly { id: number; startsAt: number }[],
  timeZone: string,
): Record<string, SlotEntry[]> {
  const days: Record<string, SlotEntry[]> = {};
  for (const slot of slots) {
    const key = String(toUnixSeconds(startOfZonedDay(slot.startsAt, timeZone)));
    (days[key] ??= []).push({ id: slot.id, timestamp: toUnixSeconds(slot.startsAt) });
  }
  return days;
}

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A `YYYY-MM-DD` date that exists on the calendar, or undefined. */
export function parseCalendarDay(value: string): CalendarDay | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) {
    return undefined;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? { year, month, day }
    : undefined;
}

/** Minutes after midnight of an `HH:MM` time (24-hour clock), or undefined. */
export function parseClockTime(value: string): number | undefined {
  const match = CLOCK_TIME.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** The calendar day `days` after `from` (negative goes back). */
export function addCalendarDays(from: CalendarDay, days: number): CalendarDay {
  const date = new Date(Date.UTC(from.year, from.month - 1, from.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export interface LocalAvailability {
  from: CalendarDay;
  /** Inclusive. */
  to: CalendarDay;
  /** Minutes after local midnight of the first slot's start. */
  startMinute: number;
  /** Minutes after local midnight at which the last slot ends. */
  endMinute: number;
  timeZone: string;
  /** Days of the week to include, 0 = Sunday; all when absent. */
  weekdays?: readonly number[];
}

function isIncluded(day: CalendarDay, weekdays: readonly number[] | undefined): boolean {
  return (
    !weekdays || weekdays.includes(new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay())
  );
}

const dayNumber = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day);

/**
 * The start instants of every 15-minute slot in a provider's local working hours, day by day.
 * Working hours are wall-clock times, so 09:00 stays 09:00 local on both sides of a daylight-saving
 * change; local times a spring-forward change skips are left out.
 */
export function localSlotStarts(availability: LocalAvailability): number[] {
  const { from, to, startMinute, endMinute, timeZone, weekdays } = availability;
  const starts: number[] = [];
  for (let day = from; dayNumber(day) <= dayNumber(to); day = addCalendarDays(day, 1)) {
    if (!isIncluded(day, weekdays)) {
      continue;
    }
    for (
      let minute = startMinute;
      minute + CONSULTATION_WINDOW_MINUTES <= endMinute;
      minute += CONSULTATION_WINDOW_MINUTES
    ) {
      const instant = fromZonedDateTime(
        { ...day, hour: Math.floor(minute / 60), minute: minute % 60 },
        timeZone,
      );
      if (instant !== undefined) {
        starts.push(instant);
      }
    }
  }
  return starts;
}

/**
 * The last start `localSlotStarts` would give, found from the end without computing the rest
 * (a boot-time seed asks this to see whether anything is missing).
 */
export function lastLocalSlotStart(availability: LocalAvailability): number | undefined {
  const { from, to, startMinute, endMinute, timeZone, weekdays } = availability;
  for (let day = to; dayNumber(day) >= dayNumber(from); day = addCalendarDays(day, -1)) {
    if (!isIncluded(day, weekdays)) {
      continue;
    }
    const steps = Math.floor((endMinute - startMinute) / CONSULTATION_WINDOW_MINUTES);
    for (
      let minute = startMinute + (steps - 1) * CONSULTATION_WINDOW_MINUTES;
      minute >= startMinute;
      minute -= CONSULTATION_WINDOW_MINUTES
    ) {
      const instant = fromZonedDateTime(
        { ...day, hour: Math.floor(minute / 60), minute: minute % 60 },
        timeZone,
      );
      if (instant !== undefined) {
        return instant;
      }
    }
  }
  return undefined;
}
