import { writtenCalendarDate } from '@app/domain/formatting';
import {
  DEFAULT_PATIENT_TIME_ZONE,
  isSupportedTimeZone,
  STATE_TIME_ZONES,
  type HoursRange,
} from '@app/domain/scheduling';
import { zoneName } from '../../../lib/time-zones';

/**
 * The provider's hours as their forms edit them (ADR 171). A time input cannot hold `24:00`, so a
 * day that works to midnight shows its end as `00:00`, and an end of `00:00` is sent as `24:00`.
 */

/** A range being edited; its key keeps its inputs when another range is removed. */
export interface DraftRange {
  key: number;
  start: string;
  end: string;
}

let lastKey = 0;
const nextKey = () => (lastKey += 1);
const MIDNIGHT_END = '24:00';

export function toDraftRanges(ranges: readonly HoursRange[]): DraftRange[] {
  return ranges.map((range) => ({
    key: nextKey(),
    start: range.start,
    end: range.end === MIDNIGHT_END ? '00:00' : range.end,
  }));
}

export function toHoursRanges(drafts: readonly DraftRange[]): HoursRange[] {
  return drafts.map(({ start, end }) => ({ start, end: end === '00:00' ? MIDNIGHT_END : end }));
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A new range: 09:00–17:00 on a day without hours, else the hour after the day's last range. */
export function addedRange(ranges: readonly DraftRange[]): DraftRange {
  const last = ranges.at(-1);
  if (!last) {
    return { key: nextKey(), start: '09:00', end: '17:00' };
  }
  const [hours = 0, minutes = 0] = last.end.split(':').map(Number);
  const start = hours * 60 + minutes;
  return { key: nextKey(), start: last.end, end: clock(Math.min(start + 60, 24 * 60)) };
}

/** "Mar 3, 2028": a day of the provider's, as staff read dates (ADR 144). */
export function dayInWords(day: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? writtenCalendarDate('staff', day) : day;
}

/** "09:00–12:00", a range as the provider typed it (midnight as 24:00). */
export const rangeText = (range: HoursRange) => `${range.start}–${range.end}`;

/**
 * The zones the provider can choose: the US states' zones, the browser's and the one saved (if
 * neither is among them), named as the care team's pages name zones.
 */
export function timeZoneOptions(
  current: string,
  browserZone: string,
): { value: string; label: string }[] {
  const zones = new Set([...Object.values(STATE_TIME_ZONES), current]);
  if (isSupportedTimeZone(browserZone)) {
    zones.add(browserZone);
  }
  return [...zones].sort().map((zone) => ({ value: zone, label: zoneName(zone) }));
}

/** The zone a provider without saved hours starts from: their browser's, if the server knows it. */
export function startingTimeZone(saved: string | null, browserZone: string): string {
  return saved ?? (isSupportedTimeZone(browserZone) ? browserZone : DEFAULT_PATIENT_TIME_ZONE);
}
