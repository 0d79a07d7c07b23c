import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTRO_OFFER_IDS } from '../contracts/product-selection';
import { INTRO_OFFERS, introOfferCopy, introOfferRxPrice } from './intro-offers';

const price = (originalAmount: number, adjustmentAmount = 0) => ({ originalAmount, adjustmentAmount, finalAmount: originalAmount - adjustmentAmount });

describe('the trial offers of 001 §1', () => {
  it('carry the copy of 001 §9', () => {
    expect(introOfferCopy('thirty-day-trial')).toEqual({ id: 'thirty-day-trial', priceNote: '(1 month FREE!)' });
    expect(introOfferCopy('two-month-half-off')).toEqual({
      id: 'two-month-half-off',
      priceNote: '(50% off)',
      footnote: '*50% off a 2-month supply. Applies only to your first shipment. Subject to consultation. New subscribers only.',
    });
    expect(introOfferCopy('two-month-rx-1995').priceNote).toBe('(1+ month FREE!)');
  });

  it('ship full sizes first only under the two-month offers', () => {
    expect(INTRO_OFFER_IDS.filter((id) => INTRO_OFFERS[id].isTwoMonthFirstShipment)).toEqual(['two-month-half-off', 'two-month-rx-1995']);
  });

  it('halve the Rx price, or set it to $19.95, keeping the list price to strike through', () => {
    expect(introOfferRxPrice(price(5990), 'two-month-half-off')).toEqual(price(5990, 2995));
    expect(introOfferRxPrice(price(5991), 'two-month-half-off')).toEqual(price(5991, 2996));
    expect(introOfferRxPrice(price(5990), 'two-month-rx-1995')).toEqual(price(5990, 5990 - 1995));
    expect(introOfferRxPrice(price(5990), 'thirty-day-trial')).toEqual(price(5990));
  });

  it('never raise a price, and keep final = original − adjustment for any price', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.constantFrom(...INTRO_OFFER_IDS), (original, sale, id) => {
        const before = price(original, Math.min(sale, original));
        const after = introOfferRxPrice(before, id);
        expect(after.finalAmount).toBeLessThanOrEqual(before.finalAmount);
        expect(after.finalAmount).toBeGreaterThanOrEqual(0);
        expect(after.originalAmount - after.adjustmentAmount).toBe(after.finalAmount);
        expect(after.originalAmount).toBe(before.originalAmount);
      }),
    );
  });
});
