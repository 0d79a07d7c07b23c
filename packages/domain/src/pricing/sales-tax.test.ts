import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { salesTaxCents } from './sales-tax';

describe('salesTaxCents', () => {
  it('applies the rate and rounds half up to a cent', () => {
    expect(salesTaxCents(10_000, 72_500)).toBe(725);
    expect(salesTaxCents(3894, 72_500)).toBe(282); // 282.315
    expect(salesTaxCents(200, 62_500)).toBe(13); // 12.5 rounds up
    expect(salesTaxCents(1000, 68_750)).toBe(69); // 68.75
    expect(salesTaxCents(5990, 0)).toBe(0);
  });

  it('refuses fractional cents and impossible rates', () => {
    expect(() => salesTaxCents(10.5, 72_500)).toThrow(RangeError);
    expect(() => salesTaxCents(-1, 72_500)).toThrow(RangeError);
    expect(() => salesTaxCents(100, 1_000_001)).toThrow(RangeError);
    expect(() => salesTaxCents(100, 72_500.5)).toThrow(RangeError);
  });

  it('is never negative, never above the amount, and grows with the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1000 }), (amount, rate, more) => {
        const tax = salesTaxCents(amount, rate);
        expect(tax).toBeGreaterThanOrEqual(0);
        expect(tax).toBeLessThanOrEqual(amount);
        expect(salesTaxCents(amount + more, rate)).toBeGreaterThanOrEqual(tax);
        expect(Math.abs(tax - (amount * rate) / 1_000_000)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});
