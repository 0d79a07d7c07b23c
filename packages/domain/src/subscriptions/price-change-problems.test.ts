import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../messages/staff-en';
import { priceChangeProblems } from './price-change-problems';
import { MAX_CATALOGUE_PRICE_CENTS } from './price-changes';

const TEXT = STAFF_MESSAGES.adminPriceForm.errors;

describe('priceChangeProblems', () => {
  it('takes a whole-cent price up to the highest and a real date from the first allowed day', () => {
    expect(priceChangeProblems({ priceCents: 0, effectiveOn: '2027-03-01' }, '2027-03-01')).toEqual({});
    expect(priceChangeProblems({ priceCents: MAX_CATALOGUE_PRICE_CENTS, effectiveOn: '2028-02-29' }, '2027-03-01')).toEqual({});
  });

  it('refuses each field in its own words, the first day written as the reader writes dates', () => {
    for (const priceCents of [undefined, -1, 1.5, MAX_CATALOGUE_PRICE_CENTS + 1]) {
      expect(priceChangeProblems({ priceCents, effectiveOn: '2027-03-01' }, '2027-03-01')).toEqual({ priceCents: [TEXT.priceCents] });
    }
    for (const effectiveOn of ['2027-02-28', '2027-02-30', '03/01/2027', '']) {
      expect(priceChangeProblems({ priceCents: 100, effectiveOn }, '2027-03-01', () => 'Mar 1, 2027')).toEqual({ effectiveOn: ['Enter a date from Mar 1, 2027 on.'] });
    }
  });
});
