import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dollarsFieldValue, formatLineAmount, formatUsd, halfOf, parseUsd, ZERO_AMOUNT_LABELS } from './money';

describe('formatUsd', () => {
  it('shows cents as US dollars with 2 decimals', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(1995)).toBe('$19.95');
    expect(formatUsd(-500)).toBe('-$5.00');
    expect(formatUsd(123450)).toBe('$1,234.50');
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => formatUsd(19.5)).toThrow(RangeError);
    expect(() => formatUsd(Number.NaN)).toThrow(RangeError);
  });

  it('reads back as the same number of cents for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        const text = formatUsd(cents).replace(/[$,]/g, '');
        expect(Math.round(Number(text) * 100)).toBe(cents);
      }),
    );
  });
});

describe('zero amounts', () => {
  it('show the word of their line, other amounts dollars', () => {
    expect(formatLineAmount(0, ZERO_AMOUNT_LABELS.shipping)).toBe('FREE');
    expect(formatLineAmount(0, ZERO_AMOUNT_LABELS.consultation)).toBe('INCLUDED');
    expect(formatLineAmount(0, ZERO_AMOUNT_LABELS.item)).toBe('Free');
    expect(formatLineAmount(599, ZERO_AMOUNT_LABELS.shipping)).toBe('$5.99');
  });
});

describe('halfOf', () => {
  it('halves to whole cents, rounding half up', () => {
    expect(halfOf(5990)).toBe(2995);
    expect(halfOf(1999)).toBe(1000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(Math.abs(halfOf(cents) * 2 - cents)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('parseUsd', () => {
  it('reads dollars as typed into whole cents, as text', () => {
    expect(parseUsd('12')).toBe(1200);
    expect(parseUsd(' 12.5 ')).toBe(1250);
    expect(parseUsd('$1,234.50')).toBe(123450);
    expect(parseUsd('.99')).toBe(99);
    expect(parseUsd('1.')).toBe(100);
    expect(parseUsd('0.29')).toBe(29);
    expect(parseUsd('0')).toBe(0);
  });

  it('refuses what is not an amount of dollars and cents', () => {
    for (const text of ['', '.', '$', '-5', '1.234', '12,34', '1e3', 'twelve', '1,2345.00', '1234567890']) {
      expect(parseUsd(text), text).toBeUndefined();
    }
  });

  it('reads back every amount the field shows and formatUsd writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(parseUsd(dollarsFieldValue(cents))).toBe(cents);
        expect(parseUsd(formatUsd(cents))).toBe(cents);
      }),
    );
  });
});
