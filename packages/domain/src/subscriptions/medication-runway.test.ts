import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './box-schedule';
import { gapDaysBefore, runwayOf } from './medication-runway';

describe('medication runway', () => {
  it('counts the supply from the box arriving, and the next box arriving in time leaves no gap', () => {
    const runway = runwayOf({ lastBilledOn: '2027-01-01', supplyDays: 60, nextBillDate: '2027-03-02', today: '2027-02-01' });
    expect(runway).toEqual({ supplyEndsOn: '2027-03-07', nextArrivesOn: '2027-03-07', daysLeft: 34, gapDays: 0 });
  });

  it('shows the days without medicine a postpone would cause', () => {
    expect(gapDaysBefore('2027-03-07', '2027-03-16')).toBe(14);
    expect(gapDaysBefore('2027-03-07', '2027-02-20')).toBe(0);
  });

  it('never shows more days left than the box held, nor fewer than none', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: -30, max: 200 }), fc.constantFrom(30, 60), (offset, next, supplyDays) => {
        const lastBilledOn = '2027-01-01';
        const runway = runwayOf({ lastBilledOn, supplyDays, nextBillDate: addDays(lastBilledOn, next), today: addDays(lastBilledOn, offset) });
        expect(runway.daysLeft).toBeGreaterThanOrEqual(0);
        expect(runway.daysLeft).toBeLessThanOrEqual(supplyDays);
        expect(runway.gapDays).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
