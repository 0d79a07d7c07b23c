import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CataloguePrices } from '../contracts/catalogue';
import { addDays } from './box-schedule';
import { earliestPriceChangeDate, priceChangeStartsAt, pricesWithChanges, PRICE_RAISE_NOTICE_DAYS, renewalPriceCents } from './price-changes';

const entry = (cents: number, adjustment = 0) => ({ originalAmount: cents, adjustmentAmount: adjustment, finalAmount: cents - adjustment });
const BASE: CataloguePrices = {
  trialSizeItemPrices: { 101: entry(0) },
  oneTimeItemPrices: { 102: entry(5990) },
  fullSizeItemPrices: { 102: entry(4990, 500), 202: entry(3000) },
};

describe('price changes (ADR 160)', () => {
  it('lays the changes in effect over the full-size prices, as plain prices, and leaves unknown items out', () => {
    const prices = pricesWithChanges(BASE, [
      { kind: 'full-size', itemId: 102, priceCents: 5490, effectiveOn: '2026-12-07' },
      { kind: 'full-size', itemId: 999, priceCents: 100, effectiveOn: '2026-12-07' },
    ]);
    expect(prices.fullSizeItemPrices[102]).toEqual(entry(5490));
    expect(prices.fullSizeItemPrices[202]).toEqual(entry(3000));
    expect(prices.fullSizeItemPrices[999]).toBeUndefined();
    expect(prices.oneTimeItemPrices).toBe(BASE.oneTimeItemPrices);
    expect(pricesWithChanges(BASE, [])).toBe(BASE);
  });

  it('lays a trial-size or one-time change over its own kind only, though an item id has a price of each kind (ADR 165)', () => {
    const prices = pricesWithChanges(BASE, [
      { kind: 'one-time', itemId: 102, priceCents: 6490, effectiveOn: '2026-12-07' },
      { kind: 'trial-size', itemId: 101, priceCents: 500, effectiveOn: '2026-12-07' },
      { kind: 'trial-size', itemId: 102, priceCents: 100, effectiveOn: '2026-12-07' },
    ]);
    expect(prices.oneTimeItemPrices[102]).toEqual(entry(6490));
    expect(prices.trialSizeItemPrices).toEqual({ 101: entry(500) });
    expect(prices.fullSizeItemPrices).toBe(BASE.fullSizeItemPrices);
    expect(BASE.oneTimeItemPrices[102]).toEqual(entry(5990));
  });

  it('starts a change at midnight of its date in New York, and never today', () => {
    expect(priceChangeStartsAt('2026-12-07').toISOString()).toBe('2026-12-07T05:00:00.000Z');
    expect(priceChangeStartsAt('2026-07-07').toISOString()).toBe('2026-07-07T04:00:00.000Z');
    // 03:00 UTC on the 29th is still the 28th in New York: tomorrow there is the 29th.
    expect(earliestPriceChangeDate(new Date('2026-11-29T03:00:00Z'))).toBe('2026-11-29');
    expect(earliestPriceChangeDate(new Date('2026-11-29T06:00:00Z'))).toBe('2026-11-30');
  });

  it('bills a raise only from its date and 7 days after the subscriber was told; a cut from its date', () => {
    const raise = { priceCents: 5490, effectiveOn: '2026-12-07', noticedOn: '2026-12-01' as string | null };
    expect(renewalPriceCents(4990, undefined, '2026-12-20')).toBe(4990);
    expect(renewalPriceCents(4990, raise, '2026-12-06')).toBe(4990);
    expect(renewalPriceCents(4990, raise, '2026-12-07')).toBe(4990);
    expect(renewalPriceCents(4990, raise, '2026-12-08')).toBe(5490);
    expect(renewalPriceCents(4990, { ...raise, noticedOn: null }, '2027-06-01')).toBe(4990);
    expect(renewalPriceCents(4990, { priceCents: 3990, effectiveOn: '2026-12-07', noticedOn: null }, '2026-12-07')).toBe(3990);
  });

  it('never bills more than the sold price without a notice at least 7 days before, and never more than the new price', () => {
    const date = fc.integer({ min: 0, max: 400 }).map((days) => addDays('2026-01-01', days));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), date, date, fc.option(date), (sold, price, effectiveOn, billDate, noticedOn) => {
        const billed = renewalPriceCents(sold, { priceCents: price, effectiveOn, noticedOn }, billDate);
        expect([sold, price]).toContain(billed);
        if (billed > sold) {
          expect(noticedOn !== null && addDays(noticedOn, PRICE_RAISE_NOTICE_DAYS) <= billDate && effectiveOn <= billDate).toBe(true);
        }
      }),
    );
  });
});
