import { requireCents } from './money';

/**
 * Sales tax on `taxableCents` at a rate in parts per million (7.25 % is 72_500; 6.875 % is
 * 68_750, which basis points could not hold), rounded half up to a whole cent. The rate comes from
 * the tax adapter; the sum is the domain's, so the browser's "Sales tax (estimated)" line equals
 * what the server charges.
 */
export function salesTaxCents(taxableCents: number, ratePpm: number): number {
  requireCents('taxable amount', taxableCents);
  if (!Number.isInteger(ratePpm) || ratePpm < 0 || ratePpm > 1_000_000) {
    throw new RangeError(`tax rate must be 0 to 1,000,000 parts per million: ${ratePpm}`);
  }
  // Integer arithmetic (exact below 2^53), so floating point never decides a rounding.
  return Math.floor((taxableCents * ratePpm + 500_000) / 1_000_000);
}
