import { describe, expect, it } from 'vitest';
import { ageOn, calendarDateOf, isPlausibleBirthdate, parseIsoDate, parseUsDate, toIsoDate, toUsDate } from './birthdate';

describe('birthdates', () => {
  it('parses exactly mm/dd/yyyy and rejects days that do not exist', () => {
    expect(parseUsDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseUsDate('02/29/2023')).toBeNull();
    expect(parseUsDate('2/9/2023')).toBeNull();
    expect(parseUsDate('02/09/2023 ')).toBeNull();
  });

  it('converts between the two written forms', () => {
    const date = parseUsDate('04/12/1990')!;
    expect(toIsoDate(date)).toBe('1990-04-12');
    expect(toUsDate(parseIsoDate('1990-04-12')!)).toBe('04/12/1990');
  });

  it('counts whole years, turning a year older on the birthday', () => {
    const birth = { year: 2013, month: 11, day: 21 };
    expect(ageOn(birth, { year: 2026, month: 11, day: 20 })).toBe(12);
    expect(ageOn(birth, { year: 2026, month: 11, day: 21 })).toBe(13);
  });

  it('treats a leap-day birthday as reached on March 1 of a common year', () => {
    const leap = { year: 2012, month: 2, day: 29 };
    expect(ageOn(leap, { year: 2025, month: 2, day: 28 })).toBe(12);
    expect(ageOn(leap, { year: 2025, month: 3, day: 1 })).toBe(13);
  });

  it('refuses future dates and dates more than 100 years ago', () => {
    const today = { year: 2026, month: 11, day: 21 };
    expect(isPlausibleBirthdate({ year: 2026, month: 11, day: 22 }, today)).toBe(false);
    expect(isPlausibleBirthdate({ year: 1926, month: 11, day: 20 }, today)).toBe(false);
    expect(isPlausibleBirthdate({ year: 1926, month: 11, day: 21 }, today)).toBe(true);
  });

  it('takes "today" in the given time zone', () => {
    const instant = new Date('2026-11-21T03:00:00Z');
    expect(calendarDateOf(instant, 'UTC')).toEqual({ year: 2026, month: 11, day: 21 });
    // UTC takes a shortcut; it must give the day the time-zone formatter gives, at the day's edges too.
    for (const edge of ['2026-12-31T23:59:59.999Z', '2027-01-01T00:00:00.000Z', '2028-02-29T12:00:00.000Z']) {
      const day = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(new Date(edge));
      const part = (type: string) => Number(day.find((p) => p.type === type)?.value);
      expect(calendarDateOf(new Date(edge), 'UTC')).toEqual({ year: part('year'), month: part('month'), day: part('day') });
    }
    expect(calendarDateOf(instant, 'America/Los_Angeles')).toEqual({ year: 2026, month: 11, day: 20 });
  });
});
