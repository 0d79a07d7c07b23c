import { describe, expect, it } from 'vitest';
import { fromZonedDateTime, startOfZonedDay, toZonedDateTime, zoneOffsetAt } from './zoned-time';

const NY = 'America/New_York';
const at = (iso: string) => Date.parse(iso);

describe('zoned time in America/New_York', () => {
  it('reads the wall clock on both sides of the autumn change (2026-11-01)', () => {
    expect(toZonedDateTime(at('2026-10-30T13:00:00Z'), NY)).toEqual({
      year: 2026,
      month: 10,
      day: 30,
      hour: 9,
      minute: 0,
    });
    expect(toZonedDateTime(at('2026-11-02T14:00:00Z'), NY)).toEqual({
      year: 2026,
      month: 11,
      day: 2,
      hour: 9,
      minute: 0,
    });
    expect(zoneOffsetAt(at('2026-10-30T13:00:00Z'), NY)).toBe(-4 * 3600_000);
    expect(zoneOffsetAt(at('2026-11-02T14:00:00Z'), NY)).toBe(-5 * 3600_000);
  });

  it('turns 09:00 local into the right instant whatever the offset', () => {
    expect(fromZonedDateTime({ year: 2026, month: 10, day: 30, hour: 9, minute: 0 }, NY)).toBe(
      at('2026-10-30T13:00:00Z'),
    );
    expect(fromZonedDateTime({ year: 2026, month: 11, day: 2, hour: 9, minute: 0 }, NY)).toBe(
      at('2026-11-02T14:00:00Z'),
    );
    expect(fromZonedDateTime({ year: 2027, month: 3, day: 12, hour: 9, minute: 0 }, NY)).toBe(
      at('2027-03-12T14:00:00Z'),
    );
    expect(fromZonedDateTime({ year: 2027, month: 3, day: 15, hour: 9, minute: 0 }, NY)).toBe(
      at('2027-03-15T13:00:00Z'),
    );
  });

  it('has no 02:30 on the spring-forward day and takes the first 01:30 on the fall-back day', () => {
    expect(
      fromZonedDateTime({ year: 2027, month: 3, day: 14, hour: 2, minute: 30 }, NY),
    ).toBeUndefined();
    expect(fromZonedDateTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, NY)).toBe(
      at('2026-11-01T05:30:00Z'),
    );
  });

  it('starts each day at local midnight, so change days last 25 and 23 hours', () => {
    const nov1 = startOfZonedDay(at('2026-11-01T20:00:00Z'), NY);
    const nov2 = startOfZonedDay(at('2026-11-02T20:00:00Z'), NY);
    expect(nov1).toBe(at('2026-11-01T04:00:00Z'));
    expect(nov2 - nov1).toBe(25 * 3600_000);
    const mar14 = startOfZonedDay(at('2027-03-14T20:00:00Z'), NY);
    const mar15 = startOfZonedDay(at('2027-03-15T20:00:00Z'), NY);
    expect(mar14).toBe(at('2027-03-14T05:00:00Z'));
    expect(mar15 - mar14).toBe(23 * 3600_000);
  });

  it('puts late evening in the local day, not the UTC one', () => {
    // 23:45 EST on Nov 1 is already Nov 2 in UTC.
    expect(startOfZonedDay(at('2026-11-02T04:45:00Z'), NY)).toBe(at('2026-11-01T04:00:00Z'));
  });
});

describe('zones whose change skips midnight', () => {
  it('starts the day at the first time the clock shows (America/Santiago, 2026-09-06)', () => {
    const start = startOfZonedDay(at('2026-09-06T15:00:00Z'), 'America/Santiago');
    expect(toZonedDateTime(start, 'America/Santiago')).toEqual({
      year: 2026,
      month: 9,
      day: 6,
      hour: 1,
      minute: 0,
    });
  });
});
