import { describe, expect, it } from 'vitest';
import { US_STATES } from '@app/domain/constants';
import { STATE_SALES_TAX_PPM } from './state-sales-tax-rates';
import { createBundledTaxEstimator } from './tax-estimator';

describe('the bundled tax estimator', () => {
  it('has a rate for every state a prescription ships to, each between 0 and 10 %', () => {
    expect(Object.keys(STATE_SALES_TAX_PPM).sort()).toEqual(US_STATES.map(([code]) => code).sort());
    for (const rate of Object.values(STATE_SALES_TAX_PPM)) {
      expect(Number.isInteger(rate) && rate >= 0 && rate <= 100_000).toBe(true);
    }
  });

  it("estimates the state's base rate on the taxable amount, and nothing where there is no sales tax", async () => {
    const estimator = createBundledTaxEstimator();
    expect(await estimator.estimate({ state: 'CA', taxableCents: 3894 })).toEqual({ ratePpm: 72_500, taxCents: 282 });
    expect(await estimator.estimate({ state: 'TX', taxableCents: 10_000 })).toEqual({ ratePpm: 62_500, taxCents: 625 });
    expect(await estimator.estimate({ state: 'OR', taxableCents: 10_000 })).toEqual({ ratePpm: 0, taxCents: 0 });
  });
});
