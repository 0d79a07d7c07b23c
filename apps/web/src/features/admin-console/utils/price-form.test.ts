import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { priceChangeOf, priceDoneText, priceFormProblems, priceFromText } from './price-form';

const ERRORS = STAFF_MESSAGES.adminPriceForm.errors;
const EARLIEST = '2026-12-01';
const PRODUCT = { brandId: 2, itemId: 11, priceKind: 'trial-size' as const };

describe('the price form', () => {
  it('sends the typed dollars as whole cents, with the product, the date and the reason', () => {
    expect(
      priceChangeOf(PRODUCT, { priceCents: '$1,000.00', effectiveOn: EARLIEST }, 'Supplier cost'),
    ).toEqual({
      brandId: 2,
      itemId: 11,
      priceKind: 'trial-size',
      priceCents: 100_000,
      effectiveOn: EARLIEST,
      reason: 'Supplier cost',
    });
    expect(priceChangeOf(PRODUCT, { priceCents: '0.29', effectiveOn: '' }, 'x').priceCents).toBe(
      29,
    );
    expect(priceChangeOf(PRODUCT, { priceCents: 'ten', effectiveOn: '' }, 'x').priceCents).toBe(-1);
  });

  it('takes a price from $0.00 to $1,000.00 and a real date from the earliest on', () => {
    expect(priceFormProblems({ priceCents: '0', effectiveOn: EARLIEST }, EARLIEST)).toEqual({});
    expect(priceFormProblems({ priceCents: '1000', effectiveOn: '2027-02-28' }, EARLIEST)).toEqual(
      {},
    );
    const dateError = ['Enter a date from Dec 1, 2026 on.'];
    expect(priceFormProblems({ priceCents: '', effectiveOn: '' }, EARLIEST)).toEqual({
      priceCents: [ERRORS.priceCents],
      effectiveOn: dateError,
    });
    expect(
      priceFormProblems({ priceCents: '1000.01', effectiveOn: '2026-11-30' }, EARLIEST),
    ).toEqual({ priceCents: [ERRORS.priceCents], effectiveOn: dateError });
    expect(priceFormProblems({ priceCents: '-5', effectiveOn: '2027-02-30' }, EARLIEST)).toEqual({
      priceCents: [ERRORS.priceCents],
      effectiveOn: dateError,
    });
  });

  it('writes a price to come and the done message with the day in words', () => {
    expect(priceFromText(6200, '2026-12-15')).toBe('$62.00 from Dec 15, 2026');
    expect(priceDoneText('Hair Formula', { priceCents: 6200, effectiveOn: '2026-12-15' })).toBe(
      'Hair Formula costs $62.00 from Dec 15, 2026.',
    );
  });
});
