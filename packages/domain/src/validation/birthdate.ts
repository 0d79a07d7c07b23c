import { MAXIMUM_BIRTHDATE_YEARS } from '../constants/limits';

/** A calendar date with no time zone: birthdates are days, not instants. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function buildDate(year: number, month: number, day: number): CalendarDate | null {
  const probe = new Date(Date.UTC(year, month - 1, day));
  const isReal =
    probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return isReal ? { year, month, day } : null;
}

/** Parses "mm/dd/yyyy" (exactly 10 characters, a real day) or returns null. */
export function parseUsDate(value: string): CalendarDate | null {
  const match = US_DATE.exec(value);
  if (!match) {
    return null;
  }
  return buildDate(Number(match[3]), Number(match[1]), Number(match[2]));
}

/** Parses "yyyy-mm-dd" or returns null. */
export function parseIsoDate(value: string): CalendarDate | null {
  const match = ISO_DATE.exec(value);
  if (!match) {
    return null;
  }
  return buildDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Formats as "yyyy-mm-dd", the patient's `date_of_birth` form (000 §3). */
export function toIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Formats as "mm/dd/yyyy", the form the eligibility screen uses. */
export function toUsDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.month, 2)}/${pad(date.day, 2)}/${pad(date.year, 4)}`;
}

// Building an Intl.DateTimeFormat costs far more than using one; keep one per time zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day of an instant in a time zone (the patient's "today"). */
export function calendarDateOf(instant: Date, timeZone = 'UTC'): CalendarDate {
  if (timeZone === 'UTC') {
    // The same day Intl gives, without formatting: every patient view asks (ADR 076).
    return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
  }
  const parts = dayFormat(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Whole years between a birthdate and a day; a Feb 29 birthday counts on Mar 1 in common years. */
export function ageOn(birthdate: CalendarDate, today: CalendarDate): number {
  const hadBirthday =
    today.month > birthdate.month || (today.month === birthdate.month && today.day >= birthdate.day);
  return today.year - birthdate.year - (hadBirthday ? 0 : 1);
}

/** Not in the future and no more than 100 years ago (000 §5). */
export function isPlausibleBirthdate(birthdate: CalendarDate, today: CalendarDate): boolean {
  if (compare(birthdate, today) > 0) {
    return false;
  }
  const oldest = { ...today, year: today.year - MAXIMUM_BIRTHDATE_YEARS };
  return compare(birthdate, oldest) >= 0;
}
