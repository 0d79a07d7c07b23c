import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayHoursProblem, providerSlotStarts, timeOffProblem, futureDayProblem, weeklyHoursProblems, zonedDayOf, type ProviderHours } from './provider-hours';
import { toZonedDateTime } from './zoned-time';

const at = (iso: string) => Date.parse(iso);
const local = (instant: number, zone: string) => {
  const parts = toZonedDateTime(instant, zone);
  return `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
};
const hoursIn = (timeZone: string, more: Partial<ProviderHours> = {}): ProviderHours => ({ timeZone, weekly: [], overrides: [], timeOff: [], ...more });
/** Every weekday the same hours. */
const everyDay = (start: string, end: string) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));

describe('providerSlotStarts across daylight-saving changes', () => {
  // Two zones that change on different dates: New York (8 March, 1 November 2026) and Berlin (29 March, 25 October 2026).
  const cases = [
    { zone: 'America/New_York', spring: '2026-03-08', fall: '2026-11-01', before: '2026-03-07', after: '2026-03-09' },
    { zone: 'Europe/Berlin', spring: '2026-03-29', fall: '2026-10-25', before: '2026-03-28', after: '2026-03-30' },
  ];
  for (const { zone, spring, fall, before, after } of cases) {
    it(`keeps 09:00 at 09:00 local on both sides of the spring change in ${zone}`, () => {
      const hours = hoursIn(zone, { weekly: everyDay('09:00', '10:00') });
      const starts = providerSlotStarts(hours, at(`${before}T00:00:00Z`), at(`${after}T23:59:00Z`));
      const byDay = new Map<string, string[]>();
      for (const start of starts) {
        byDay.set(zonedDayOf(start, zone), [...(byDay.get(zonedDayOf(start, zone)) ?? []), local(start, zone)]);
      }
      for (const day of [before, spring, after]) {
        expect(byDay.get(day)).toEqual(['09:00', '09:15', '09:30', '09:45']);
      }
      // The same wall-clock time is an hour earlier in UTC once summer time starts.
      const first = starts.find((start) => zonedDayOf(start, zone) === before)!;
      const last = starts.find((start) => zonedDayOf(start, zone) === after)!;
      expect(last - first).toBe(2 * 86_400_000 - 3_600_000);
    });

    it(`gives no slot for the hour the spring change skips, and one per time the fall change repeats, in ${zone}`, () => {
      const night = hoursIn(zone, { overrides: [{ day: spring, hours: [{ start: '01:00', end: '04:00' }] }, { day: fall, hours: [{ start: '01:00', end: '04:00' }] }] });
      const springStarts = providerSlotStarts(night, at(`${spring}T00:00:00Z`) - 86_400_000, at(`${spring}T00:00:00Z`) + 2 * 86_400_000);
      expect(springStarts.map((start) => local(start, zone))).toEqual(['01:00', '01:15', '01:30', '01:45', '03:00', '03:15', '03:30', '03:45']);
      expect(springStarts.some((start) => local(start, zone).startsWith('02'))).toBe(false);
      const fallStarts = providerSlotStarts(night, at(`${fall}T00:00:00Z`) - 86_400_000, at(`${fall}T00:00:00Z`) + 2 * 86_400_000);
      // Three wall-clock hours, each quarter once: the repeated hour is not offered twice.
      expect(fallStarts).toHaveLength(12);
      expect(new Set(fallStarts.map((start) => local(start, zone))).size).toBe(12);
    });
  }
});

describe('providerSlotStarts: overrides and time off', () => {
  const zone = 'America/Chicago';
  const week = { from: at('2026-12-07T06:00:00Z'), to: at('2026-12-14T06:00:00Z') }; // Monday 7 to Sunday 13 December, Chicago
  const days = (hours: ProviderHours) => [...new Set(providerSlotStarts(hours, week.from, week.to).map((start) => zonedDayOf(start, zone)))];

  it('takes the week’s hours, an override’s in place of a day’s, and none in time off', () => {
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '12:00' }));
    expect(days(hoursIn(zone, { weekly: weekdays }))).toEqual(['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11']);
    const changed = hoursIn(zone, {
      weekly: weekdays,
      overrides: [
        { day: '2026-12-08', hours: [] },
        { day: '2026-12-12', hours: [{ start: '10:00', end: '10:30' }] },
      ],
      timeOff: [{ from: '2026-12-10', to: '2026-12-11' }],
    });
    expect(days(changed)).toEqual(['2026-12-07', '2026-12-09', '2026-12-12']);
    const saturday = providerSlotStarts(changed, week.from, week.to).filter((start) => zonedDayOf(start, zone) === '2026-12-12');
    expect(saturday.map((start) => local(start, zone))).toEqual(['10:00', '10:15']);
  });

  it('gives only slots inside some range of their own day, on quarter hours, once each (property)', () => {
    const range = fc
      .tuple(fc.integer({ min: 0, max: 94 }), fc.integer({ min: 1, max: 20 }))
      .map(([start, length]) => ({ start: start * 15, end: Math.min(96, start + length) * 15 }));
    const clock = (minutes: number) => (minutes === 1440 ? '24:00' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), range), { maxLength: 6 }), fc.constantFrom('America/New_York', 'Europe/Berlin', 'America/Phoenix'), (ranges, timeZone) => {
        const weekly = ranges.map(([weekday, minutes]) => ({ weekday, start: clock(minutes.start), end: clock(minutes.end) }));
        const hours = hoursIn(timeZone, { weekly });
        const from = at('2026-10-20T00:00:00Z');
        const starts = providerSlotStarts(hours, from, from + 14 * 86_400_000);
        expect(new Set(starts).size).toBe(starts.length);
        for (const start of starts) {
          const parts = toZonedDateTime(start, timeZone);
          const minute = parts.hour * 60 + parts.minute;
          const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
          expect(minute % 15).toBe(0);
          expect(ranges.some(([day, minutes]) => day === weekday && minutes.start <= minute && minute + 15 <= minutes.end)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('checks of hours, overrides and time off', () => {
  it('names what is wrong with a day’s hours', () => {
    expect(dayHoursProblem([{ start: '09:00', end: '12:00' }, { start: '13:00', end: '17:00' }])).toBeUndefined();
    expect(dayHoursProblem([{ start: '09:00', end: '12:00' }, { start: '11:45', end: '13:00' }])).toBe('overlap');
    expect(dayHoursProblem([{ start: '09:10', end: '12:00' }])).toBe('quarter');
    expect(dayHoursProblem([{ start: '12:00', end: '09:00' }])).toBe('order');
    expect(dayHoursProblem([{ start: '9am', end: '12:00' }])).toBe('time');
    expect(dayHoursProblem([{ start: '18:00', end: '24:00' }])).toBeUndefined();
    expect([...weeklyHoursProblems([{ weekday: 2, start: '09:00', end: '12:00' }, { weekday: 2, start: '10:00', end: '11:00' }])]).toEqual([[2, 'overlap']]);
  });

  it('refuses days in the past, time off backwards or over a year', () => {
    expect(futureDayProblem('2026-11-29', '2026-11-30')).toBe('past');
    expect(futureDayProblem('2026-11-30', '2026-11-30')).toBeUndefined();
    expect(futureDayProblem('2026-02-30', '2026-01-01')).toBe('date');
    expect(timeOffProblem({ from: '2026-12-24', to: '2026-12-26' }, '2026-11-30')).toBeUndefined();
    expect(timeOffProblem({ from: '2026-11-01', to: '2026-12-26' }, '2026-11-30')).toBe('past');
    expect(timeOffProblem({ from: '2026-12-26', to: '2026-12-24' }, '2026-11-30')).toBe('order');
    expect(timeOffProblem({ from: '2026-12-01', to: '2028-01-01' }, '2026-11-30')).toBe('tooLong');
  });
});
