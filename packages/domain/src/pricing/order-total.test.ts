import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, orderTotal } from './order-total';

const cents = (max = 100_000) => fc.integer({ min: 0, max });
const charges = fc.record({
  consultation: cents(),
  shipping: cents(),
  handling: cents(),
  itemFinalAmounts: fc.array(cents(), { maxLength: 10 }),
});

describe('orderTotal', () => {
  it('adds the fees and the items, less the promo, plus tax for the with-tax total', () => {
    const charges = { consultation: 0, shipping: 599, handling: 300, itemFinalAmounts: [0, 2995] };
    expect(orderTotal(charges)).toEqual({ subtotal: 3894, discount: 0, total: 3894, credit: 0, totalWithTax: 3894 });
    expect(orderTotal(charges, 1000, 245)).toEqual({ subtotal: 3894, discount: 1000, total: 2894, credit: 0, totalWithTax: 3139 });
  });

  it('never goes below 0: a promo larger than the box takes off only the box', () => {
    expect(orderTotal({ consultation: 0, shipping: 599, handling: 0, itemFinalAmounts: [] }, 2000)).toEqual({
      subtotal: 599,
      discount: 599,
      total: 0,
      credit: 0,
      totalWithTax: 0,
    });
  });

  it('pays with account credit after the promo and the tax, and carries the rest over', () => {
    const box = { consultation: 0, shipping: 599, handling: 300, itemFinalAmounts: [0] };
    expect(orderTotal(box, 0, 0, 2000)).toEqual({ subtotal: 899, discount: 0, total: 899, credit: 899, totalWithTax: 0 });
    expect(orderTotal(box, 100, 50, 500)).toEqual({ subtotal: 899, discount: 100, total: 799, credit: 500, totalWithTax: 349 });
  });

  it('refuses amounts that are not whole, non-negative cents', () => {
    expect(() => orderTotal({ consultation: 0, shipping: 5.5, handling: 0, itemFinalAmounts: [] })).toThrow(RangeError);
    expect(() => orderTotal({ consultation: 0, shipping: 0, handling: 0, itemFinalAmounts: [-1] })).toThrow(RangeError);
    expect(() => orderTotal({ consultation: 0, shipping: 0, handling: 0, itemFinalAmounts: [] }, -100)).toThrow(RangeError);
  });

  it('for any box, promo and credit: never negative, and always the sum of its lines', () => {
    fc.assert(
      fc.property(charges, cents(), cents(10_000), cents(), (box, promo, tax, credit) => {
        const result = orderTotal(box, promo, tax, credit);
        const lines = box.consultation + box.shipping + box.handling + box.itemFinalAmounts.reduce((a, b) => a + b, 0);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.subtotal).toBe(lines);
        expect(result.total).toBe(lines - result.discount);
        expect(result.discount).toBeLessThanOrEqual(promo);
        expect(result.credit).toBeLessThanOrEqual(credit);
        expect(result.totalWithTax).toBeGreaterThanOrEqual(0);
        expect(result.totalWithTax).toBe(result.total + tax - result.credit);
        // Credit is used in full, or up to what is due.
        expect(result.credit).toBe(Math.min(credit, result.total + tax));
      }),
    );
  });
});

describe('discountPercent', () => {
  it('is the share of the subtotal taken off, rounded, and 0 for an empty box', () => {
    expect(discountPercent({ subtotal: 5990, discount: 2995 })).toBe(50);
    expect(discountPercent({ subtotal: 3000, discount: 1000 })).toBe(33);
    expect(discountPercent({ subtotal: 0, discount: 0 })).toBe(0);
  });
});
