import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toZonedDateTime } from '../scheduling/zoned-time';
import {
  addDays,
  billInstant,
  calendarDateIn,
  changeCutoff,
  changedBillDate,
  daysBetween,
  firstBillDate,
  isChangeOpen,
  upcomingBillDates,
} from './box-schedule';

const NEW_YORK = 'America/New_York';
const HOUR_MS = 3_600_000;
const dates = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
const zones = fc.constantFrom('America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu');

describe('bill dates', () => {
  it('steps whole calendar days: 30 days of trial, then every 60 (or 30 for small bottles)', () => {
    expect(firstBillDate('2026-11-25', { trialDays: 30, cadenceDays: 60 })).toBe('2026-12-25');
    expect(firstBillDate('2026-11-25', { trialDays: null, cadenceDays: 30 })).toBe('2026-12-25');
    expect(upcomingBillDates('2026-12-25', 60, 4)).toEqual(['2026-12-25', '2027-02-23', '2027-04-24', '2027-06-23']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-12-25', '2027-02-23')).toBe(60);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('bills at 10:00 local on its date in any US zone, across daylight saving changes', () => {
    fc.assert(
      fc.property(dates, zones, fc.integer({ min: 1, max: 12 }), (date, zone, boxes) => {
        for (const billDate of upcomingBillDates(date, 60, boxes)) {
          const local = toZonedDateTime(billInstant(billDate, zone), zone);
          expect(local.hour).toBe(10);
          expect(calendarDateIn(billInstant(billDate, zone), zone)).toBe(billDate);
        }
      }),
    );
  });

  it('a DST change moves no bill date: the box after the March change bills 60 days on at the same 10:00', () => {
    const before = billInstant('2027-01-20', NEW_YORK);
    const after = billInstant(addDays('2027-01-20', 60), NEW_YORK);
    expect(addDays('2027-01-20', 60)).toBe('2027-03-21');
    // One hour fewer between them: the wall clock, not the elapsed time, keeps the box's hour.
    expect(after - before).toBe(60 * 24 * HOUR_MS - HOUR_MS);
  });
});

describe('changes to the next box', () => {
  const context = (now: string) => ({ cadenceDays: 60, timeZone: NEW_YORK, now: Date.parse(now) });

  it('close two days before the box bills, at the same local hour', () => {
    expect(new Date(changeCutoff('2026-12-25', NEW_YORK)).toISOString()).toBe('2026-12-23T15:00:00.000Z');
    expect(isChangeOpen('2026-12-25', NEW_YORK, Date.parse('2026-12-23T14:59:59Z'))).toBe(true);
    expect(isChangeOpen('2026-12-25', NEW_YORK, Date.parse('2026-12-23T15:00:00Z'))).toBe(false);
    expect(changedBillDate('2026-12-25', { kind: 'skip' }, context('2026-12-24T12:00:00Z'))).toEqual({ refusal: 'closed' });
  });

  it('postpone 1 to 12 weeks, skip one cadence, or ship a week sooner while that is still open', () => {
    const now = context('2026-12-01T12:00:00Z');
    expect(changedBillDate('2026-12-25', { kind: 'postpone', weeks: 1 }, now)).toEqual({ billDate: '2027-01-01' });
    expect(changedBillDate('2026-12-25', { kind: 'postpone', weeks: 12 }, now)).toEqual({ billDate: '2027-03-19' });
    expect(changedBillDate('2026-12-25', { kind: 'postpone', weeks: 13 }, now)).toEqual({ refusal: 'weeksOutOfRange' });
    expect(changedBillDate('2026-12-25', { kind: 'postpone', weeks: 0 }, now)).toEqual({ refusal: 'weeksOutOfRange' });
    expect(changedBillDate('2026-12-25', { kind: 'skip' }, now)).toEqual({ billDate: '2027-02-23' });
    expect(changedBillDate('2026-12-25', { kind: 'sooner' }, now)).toEqual({ billDate: '2026-12-18' });
    expect(changedBillDate('2026-12-25', { kind: 'sooner' }, context('2026-12-17T12:00:00Z'))).toEqual({ refusal: 'tooSoon' });
  });

  it('never leaves a moved box closed to changes the moment it moved', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 12 }), (billDate, daysBefore, weeks) => {
        const now = billInstant(addDays(billDate, -daysBefore), NEW_YORK) - HOUR_MS;
        for (const change of [{ kind: 'sooner' as const }, { kind: 'skip' as const }, { kind: 'postpone' as const, weeks }]) {
          const result = changedBillDate(billDate, change, { cadenceDays: 60, timeZone: NEW_YORK, now });
          if ('billDate' in result) {
            expect(isChangeOpen(result.billDate, NEW_YORK, now)).toBe(true);
          }
        }
      }),
    );
  });
});
