import type { UsStateCode } from '@app/domain/constants';
import { salesTaxCents } from '@app/domain/pricing';
import { STATE_SALES_TAX_PPM } from './state-sales-tax-rates';

/** A sales tax estimate for an order shipped to a state. */
export interface TaxEstimate {
  ratePpm: number;
  taxCents: number;
}

/**
 * The tax service the order summary's "Sales tax (estimated)" line asks (001 §2.4). The default
 * reads the bundled state rates; a production tax service is another implementation, built in
 * `adapters.ts`.
 */
export interface TaxEstimator {
  estimate(input: { state: UsStateCode; taxableCents: number }): Promise<TaxEstimate>;
}

/** The default: each state's base rate from the bundled table, with the domain's rounding. */
export function createBundledTaxEstimator(): TaxEstimator {
  return {
    async estimate({ state, taxableCents }) {
      const ratePpm = STATE_SALES_TAX_PPM[state];
      return { ratePpm, taxCents: salesTaxCents(taxableCents, ratePpm) };
    },
  };
}
