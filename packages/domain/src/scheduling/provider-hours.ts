import { CONSULTATION_WINDOW_MINUTES } from '../constants/consultation';
import { addCalendarDays, parseCalendarDay, parseClockTime, type CalendarDay } from './slot-days';
import { fromZonedDateTime, toZonedDateTime } from './zoned-time';

/**
 * A provider's own availability (issue 34 item 1, ADR 171): weekly hours in their time zone, date
 * overrides and time off, all in wall-clock terms, so 09:00 stays 09:00 local across a
 * daylight-saving change. The slots a patient can book are derived from these.
 */

/** Hours of one day, local: `HH:MM` to `HH:MM`, on quarter hours, the end after the start. */
export interface HoursRange {
  start: string;
  end: string;
}

export interface WeeklyHoursRange extends HoursRange {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** A day whose hours replace the week's: no ranges means not available that day. */
export interface DateOverride {
  /** `YYYY-MM-DD` in the provider's zone. */
  day: string;
  hours: HoursRange[];
}

/** Days off, inclusive, `YYYY-MM-DD` in the provider's zone. */
export interface TimeOffRange {
  from: string;
  to: string;
}

export interface ProviderHours {
  timeZone: string;
  weekly: WeeklyHoursRange[];
  overrides: DateOverride[];
  timeOff: TimeOffRange[];
}

/** How far ahead a provider's hours are turned into bookable slots (renewed by the hourly housekeeping). */
export const PROVIDER_HOURS_HORIZON_DAYS = 60;
/** The longest time off one entry may cover. */
export const TIME_OFF_MAX_DAYS = 366;

const dayKey = (day: CalendarDay) => `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
const weekdayOf = (day: CalendarDay) => new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
const dayNumber = (day: CalendarDay) => Date.UTC(day.year, day.month - 1, day.day);

/** The calendar day of an instant in a zone, as `YYYY-MM-DD`. */
export function zonedDayOf(instant: number, timeZone: string): string {
  const { year, month, day } = toZonedDateTime(instant, timeZone);
  return dayKey({ year, month, day });
}

export type HoursProblem = 'time' | 'quarter' | 'order' | 'overlap';

/** Local minutes of a range, or why it is not one. */
export function rangeMinutes(range: HoursRange): { start: number; end: number } | HoursProblem {
  const start = parseClockTime(range.start);
  // 24:00 ends a day that works to midnight.
  const end = range.end === '24:00' ? 24 * 60 : parseClockTime(range.end);
  if (start === undefined || end === undefined) {
    return 'time';
  }
  if (start % CONSULTATION_WINDOW_MINUTES !== 0 || end % CONSULTATION_WINDOW_MINUTES !== 0) {
    return 'quarter';
  }
  return end - start < CONSULTATION_WINDOW_MINUTES ? 'order' : { start, end };
}

/** The first problem of one day's ranges: a bad range, or two that overlap. */
export function dayHoursProblem(ranges: readonly HoursRange[]): HoursProblem | undefined {
  const minutes: { start: number; end: number }[] = [];
  for (const range of ranges) {
    const parsed = rangeMinutes(range);
    if (typeof parsed === 'string') {
      return parsed;
    }
    minutes.push(parsed);
  }
  minutes.sort((a, b) => a.start - b.start);
  return minutes.some((range, index) => index > 0 && range.start < minutes[index - 1]!.end) ? 'overlap' : undefined;
}

/** The weekly hours' problems, by weekday. */
export function weeklyHoursProblems(weekly: readonly WeeklyHoursRange[]): Map<number, HoursProblem> {
  const problems = new Map<number, HoursProblem>();
  for (let weekday = 0; weekday < 7; weekday += 1) {
    const problem = dayHoursProblem(weekly.filter((range) => range.weekday === weekday));
    if (problem) {
      problems.set(weekday, problem);
    }
  }
  if (weekly.some((range) => !Number.isInteger(range.weekday) || range.weekday < 0 || range.weekday > 6)) {
    problems.set(-1, 'time');
  }
  return problems;
}

export type DayProblem = 'date' | 'past' | 'order' | 'tooLong';

/** Why a day (an override's, or the first of time off) cannot be set from `today`, if it cannot. */
export function futureDayProblem(day: string, today: string): DayProblem | undefined {
  const parsed = parseCalendarDay(day);
  if (!parsed) {
    return 'date';
  }
  return day < today ? 'past' : undefined;
}

/** Why a time-off range cannot be set from `today`, if it cannot. */
export function timeOffProblem(range: TimeOffRange, today: string): DayProblem | undefined {
  const from = parseCalendarDay(range.from);
  const to = parseCalendarDay(range.to);
  if (!from || !to) {
    return 'date';
  }
  if (range.from < today) {
    return 'past';
  }
  if (dayNumber(to) < dayNumber(from)) {
    return 'order';
  }
  return (dayNumber(to) - dayNumber(from)) / 86_400_000 + 1 > TIME_OFF_MAX_DAYS ? 'tooLong' : undefined;
}

/** The ranges that apply on a day: none in time off, an override's, else the week's. */
function hoursOn(hours: ProviderHours, day: string, weekday: number): HoursRange[] {
  if (hours.timeOff.some((range) => range.from <= day && day <= range.to)) {
    return [];
  }
  const override = hours.overrides.find((each) => each.day === day);
  return override ? override.hours : hours.weekly.filter((range) => range.weekday === weekday);
}

/**
 * The start instants of every 15-minute slot the hours give in [from, to), earliest first. Days
 * are the provider's; a local time a spring-forward change skips gives no slot, and one a
 * fall-back change shows twice gives one (its first instant).
 */
export function providerSlotStarts(hours: ProviderHours, from: number, to: number): number[] {
  const starts = new Set<number>();
  const first = toZonedDateTime(from, hours.timeZone);
  const last = toZonedDateTime(to, hours.timeZone);
  for (let day: CalendarDay = first; dayNumber(day) <= dayNumber(last); day = addCalendarDays(day, 1)) {
    for (const range of hoursOn(hours, dayKey(day), weekdayOf(day))) {
      const minutes = rangeMinutes(range);
      if (typeof minutes === 'string') {
        continue;
      }
      for (let minute = minutes.start; minute + CONSULTATION_WINDOW_MINUTES <= minutes.end; minute += CONSULTATION_WINDOW_MINUTES) {
        const instant = fromZonedDateTime({ year: day.year, month: day.month, day: day.day, hour: Math.floor(minute / 60), minute: minute % 60 }, hours.timeZone);
        if (instant !== undefined && instant >= from && instant < to) {
          starts.add(instant);
        }
      }
    }
  }
  return [...starts].sort((a, b) => a - b);
}
