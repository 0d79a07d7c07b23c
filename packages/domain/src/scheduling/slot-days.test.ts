import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  groupSlotsByDay,
  lastLocalSlotStart,
  localSlotStarts,
  parseCalendarDay,
  parseClockTime,
} from './slot-days';
import { toZonedDateTime } from './zoned-time';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);
const seconds = (iso: string) => at(iso) / 1000;

describe('groupSlotsByDay', () => {
  it('keys days by their local midnight across the autumn change', () => {
    const days = groupSlotsByDay(
      [
        { id: 1, startsAt: at('2026-10-31T13:00:00Z') }, // Sat 09:00 EDT
        { id: 2, startsAt: at('2026-11-02T04:45:00Z') }, // Sun 23:45 EST
        { id: 3, startsAt: at('2026-11-02T14:00:00Z') }, // Mon 09:00 EST
      ],
      NY,
    );
    expect(days).toEqual({
      [seconds('2026-10-31T04:00:00Z')]: [{ id: 1, timestamp: seconds('2026-10-31T13:00:00Z') }],
      [seconds('2026-11-01T04:00:00Z')]: [{ id: 2, timestamp: seconds('2026-11-02T04:45:00Z') }],
      [seconds('2026-11-02T05:00:00Z')]: [{ id: 3, timestamp: seconds('2026-11-02T14:00:00Z') }],
    });
  });

  it('buckets the same instants differently in another zone', () => {
    const days = groupSlotsByDay(
      [{ id: 2, startsAt: at('2026-11-02T04:45:00Z') }],
      'America/Los_Angeles',
    );
    expect(Object.keys(days)).toEqual([String(seconds('2026-11-01T07:00:00Z'))]);
  });
});

describe('localSlotStarts', () => {
  it('keeps 09:00 local on both sides of the spring change, in 15-minute steps', () => {
    const starts = localSlotStarts({
      from: { year: 2027, month: 3, day: 13 },
      to: { year: 2027, month: 3, day: 15 },
      startMinute: 9 * 60,
      endMinute: 10 * 60,
      timeZone: NY,
    });
    expect(starts).toHaveLength(12);
    expect(starts[0]).toBe(at('2027-03-13T14:00:00Z'));
    expect(starts[3]).toBe(at('2027-03-13T14:45:00Z'));
    expect(starts[8]).toBe(at('2027-03-15T13:00:00Z'));
    for (const start of starts) {
      expect(toZonedDateTime(start, NY).hour).toBe(9);
    }
  });

  it('leaves out weekdays not asked for and local times that do not exist', () => {
    const weekdaysOnly = localSlotStarts({
      from: { year: 2026, month: 11, day: 20 },
      to: { year: 2026, month: 11, day: 23 },
      startMinute: 9 * 60,
      endMinute: 9 * 60 + 15,
      timeZone: NY,
      weekdays: [1, 2, 3, 4, 5],
    });
    expect(weekdaysOnly).toEqual([at('2026-11-20T14:00:00Z'), at('2026-11-23T14:00:00Z')]);
    const overnight = localSlotStarts({
      from: { year: 2027, month: 3, day: 14 },
      to: { year: 2027, month: 3, day: 14 },
      startMinute: 2 * 60,
      endMinute: 3 * 60 + 15,
      timeZone: NY,
    });
    expect(overnight).toEqual([at('2027-03-14T07:00:00Z')]);
  });
});

describe('date and time parsing', () => {
  it('accepts real dates and 24-hour times only', () => {
    expect(parseCalendarDay('2026-12-01')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(parseCalendarDay('2026-02-30')).toBeUndefined();
    expect(parseCalendarDay('12/01/2026')).toBeUndefined();
    expect(parseClockTime('09:15')).toBe(555);
    expect(parseClockTime('24:00')).toBeUndefined();
    expect(parseClockTime('9:00')).toBeUndefined();
    expect(addCalendarDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
  });
});

describe('lastLocalSlotStart', () => {
  it('agrees with the last of localSlotStarts, weekends and all', () => {
    const availability = {
      from: { year: 2026, month: 11, day: 20 },
      to: { year: 2026, month: 11, day: 22 },
      startMinute: 9 * 60,
      endMinute: 17 * 60,
      timeZone: 'America/Chicago',
      weekdays: [1, 2, 3, 4, 5],
    };
    expect(lastLocalSlotStart(availability)).toBe(localSlotStarts(availability).at(-1));
    expect(lastLocalSlotStart(availability)).toBe(at('2026-11-20T22:45:00Z'));
    expect(
      lastLocalSlotStart({ ...availability, to: availability.from, weekdays: [0] }),
    ).toBeUndefined();
  });
});
