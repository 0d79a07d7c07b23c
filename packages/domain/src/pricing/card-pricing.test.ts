import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CataloguePrices } from '../contracts/catalogue';
import { cardLine, lineItemLabel, pricingBasis } from './card-pricing';

const price = (originalAmount: number, finalAmount = originalAmount) => ({ originalAmount, finalAmount, adjustmentAmount: originalAmount - finalAmount });
const PRICES: CataloguePrices = {
  trialSizeItemPrices: { 101: price(0) },
  fullSizeItemPrices: { 201: price(5990, 4990), 202: price(3999) },
  oneTimeItemPrices: { 201: price(6990) },
};

describe('pricingBasis', () => {
  it('is full size for a two-month first shipment or hair, one-time for a one-time purchase, else trial size', () => {
    expect(pricingBasis({ purchaseContext: 'trial', isTwoMonthFirstShipment: false, category: 'skin' })).toBe('trial-size');
    expect(pricingBasis({ purchaseContext: 'trial', isTwoMonthFirstShipment: true, category: 'skin' })).toBe('full-size');
    expect(pricingBasis({ purchaseContext: 'subscription', isTwoMonthFirstShipment: false, category: 'hair' })).toBe('full-size');
    expect(pricingBasis({ purchaseContext: 'onetime', isTwoMonthFirstShipment: true, category: 'skin' })).toBe('one-time');
  });

  it('is full size for a skin subscription: only a trial ships trial sizes', () => {
    expect(pricingBasis({ purchaseContext: 'subscription', isTwoMonthFirstShipment: false, category: 'skin' })).toBe('full-size');
  });
});

describe('cardLine', () => {
  it('prices a card at its trial item, marked not full size', () => {
    expect(cardLine({ trialSizeItemId: 101, fullSizeItemId: 201 }, PRICES, 'trial-size')).toEqual({ itemId: 101, price: price(0), isFullSize: false });
  });

  it('prices a card at its full-size item on a full-size basis', () => {
    expect(cardLine({ trialSizeItemId: 101, fullSizeItemId: 201 }, PRICES, 'full-size')).toEqual({ itemId: 201, price: price(5990, 4990), isFullSize: true });
  });

  it('prices a card with only a full-size item at half in a trial box', () => {
    expect(cardLine({ fullSizeItemId: 202 }, PRICES, 'trial-size')).toEqual({ itemId: 202, price: price(2000), isFullSize: true });
    expect(cardLine({ fullSizeItemId: 201 }, PRICES, 'trial-size')?.price).toEqual({ originalAmount: 2995, finalAmount: 2495, adjustmentAmount: 500 });
  });

  it('prices a one-time purchase at its one-time price', () => {
    expect(cardLine({ trialSizeItemId: 101, fullSizeItemId: 201 }, PRICES, 'one-time')).toEqual({ itemId: 201, price: price(6990), isFullSize: true });
  });

  it('has no line for a card without an item priced for the basis', () => {
    expect(cardLine({}, PRICES, 'trial-size')).toBeUndefined();
    expect(cardLine({ fullSizeItemId: 999 }, PRICES, 'full-size')).toBeUndefined();
    expect(cardLine({ fullSizeItemId: 202 }, PRICES, 'one-time')).toBeUndefined();
    // A trial item without a price is not silently replaced by half the full size.
    expect(cardLine({ trialSizeItemId: 999, fullSizeItemId: 201 }, PRICES, 'trial-size')).toBeUndefined();
  });

  it('keeps final = original − adjustment, never negative, for any halved price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (a, b) => {
        const [finalAmount, originalAmount] = a <= b ? [a, b] : [b, a];
        const line = cardLine({ fullSizeItemId: 1 }, { ...PRICES, fullSizeItemPrices: { 1: price(originalAmount, finalAmount) } }, 'trial-size');
        expect(line?.price.finalAmount).toBe(line!.price.originalAmount - line!.price.adjustmentAmount);
        expect(line!.price.adjustmentAmount).toBeGreaterThanOrEqual(0);
        expect(line!.price.finalAmount).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('lineItemLabel', () => {
  it('puts "Mini" before an item that is not full size', () => {
    expect(lineItemLabel('Custom Formula', false)).toBe('Mini Custom Formula');
    expect(lineItemLabel('Custom Formula', true)).toBe('Custom Formula');
  });
});
