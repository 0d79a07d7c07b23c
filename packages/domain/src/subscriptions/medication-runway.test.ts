import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS, TWO_MONTH_SUPPLY_DAYS } from '../checkout/subscription-schedule';
import { INTRO_OFFER_IDS } from '../contracts/product-selection';
import { INTRO_OFFERS } from '../pricing/intro-offers';
import { shipmentEveryDays } from '../selection/brand-selection-settings';
import { addDays, daysBetween, firstBillDate } from './box-schedule';
import { EXPECTED_DELIVERY_DAYS, firstBoxSupplyDays, gapDaysBefore, runwayOf, supplyDaysOf } from './medication-runway';

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

describe('the first box lasts until the first renewal (issue 29 item 2)', () => {
  // The two brands' later cadences: the main brand's full sizes, the agency's small bottles.
  const BRANDS = [
    { name: 'main', cadenceDays: shipmentEveryDays({ agencySmallBottlesInSignUp: false }) },
    { name: 'agency', cadenceDays: shipmentEveryDays({ agencySmallBottlesInSignUp: true }) },
  ];
  const startDate = fc.integer({ min: 0, max: 3650 }).map((offset) => addDays('2026-01-01', offset));

  it('bills the first renewal when the first shipment runs out, for every offer on both brands', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INTRO_OFFER_IDS), fc.constantFrom(...BRANDS), startDate, (introOfferId, brand, startedOn) => {
        const supplyDays = firstBoxSupplyDays({ introOfferId, cadenceDays: brand.cadenceDays });
        // A two-month first shipment is two months of full sizes, whatever the brand's later cadence.
        expect(supplyDays).toBe(INTRO_OFFERS[introOfferId].isTwoMonthFirstShipment ? TWO_MONTH_SUPPLY_DAYS : TRIAL_DAYS);
        expect(supplyDaysOf({ isFirstBox: true, introOfferId, cadenceDays: brand.cadenceDays })).toBe(supplyDays);
        const billDate = firstBillDate(startedOn, { trialDays: supplyDays, cadenceDays: brand.cadenceDays });
        expect(daysBetween(startedOn, billDate)).toBe(supplyDays);
        // The runway the dashboard shows agrees: the next box arrives the day the first one runs out.
        const runway = runwayOf({ lastBilledOn: startedOn, supplyDays, nextBillDate: billDate, today: startedOn });
        expect(runway.gapDays).toBe(0);
        expect(runway.nextArrivesOn).toBe(runway.supplyEndsOn);
        // The day it bills, the patient still has the days the box takes to arrive.
        expect(runwayOf({ lastBilledOn: startedOn, supplyDays, nextBillDate: billDate, today: billDate }).daysLeft).toBe(EXPECTED_DELIVERY_DAYS);
      }),
    );
  });

  it('a first box bought as a subscription, and every box after the first, last one cadence', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...INTRO_OFFER_IDS), fc.constantFrom(...BRANDS), (introOfferId, brand) => {
        expect(supplyDaysOf({ isFirstBox: false, introOfferId, cadenceDays: brand.cadenceDays })).toBe(brand.cadenceDays);
        expect(firstBoxSupplyDays({ introOfferId: null, cadenceDays: brand.cadenceDays })).toBe(brand.cadenceDays);
      }),
    );
  });

  it('the agency’s "50% off a 2-month supply" bills after 60 days, not 30', () => {
    expect(firstBoxSupplyDays({ introOfferId: 'two-month-half-off', cadenceDays: 30 })).toBe(60);
    expect(firstBoxSupplyDays({ introOfferId: 'thirty-day-trial', cadenceDays: 60 })).toBe(30);
  });
});
