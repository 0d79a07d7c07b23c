import type { UsStateCode } from '@app/domain/constants';

/**
 * Each state's base sales tax rate in parts per million (7.25 % = 72_500), from the states'
 * revenue departments' published rates as of 2026. Local (county, city) taxes are not included:
 * the figure is the estimate the order summary labels "Sales tax (estimated)" (001 §2.4). Utah
 * and Virginia include the local rate every place levies. A production tax service replaces this
 * table through the `TaxEstimator` adapter, not by editing it.
 */
export const STATE_SALES_TAX_PPM: Readonly<Record<UsStateCode, number>> = {
  AL: 40_000, AK: 0, AZ: 56_000, AR: 65_000, CA: 72_500, CO: 29_000, CT: 63_500, DE: 0,
  DC: 60_000, FL: 60_000, GA: 40_000, HI: 40_000, ID: 60_000, IL: 62_500, IN: 70_000, IA: 60_000,
  KS: 65_000, KY: 60_000, LA: 50_000, ME: 55_000, MD: 60_000, MA: 62_500, MI: 60_000, MN: 68_750,
  MS: 70_000, MO: 42_250, MT: 0, NE: 55_000, NV: 68_500, NH: 0, NJ: 66_250, NM: 48_750,
  NY: 40_000, NC: 47_500, ND: 50_000, OH: 57_500, OK: 45_000, OR: 0, PA: 60_000, RI: 70_000,
  SC: 60_000, SD: 42_000, TN: 70_000, TX: 62_500, UT: 61_000, VT: 60_000, VA: 53_000, WA: 65_000,
  WV: 60_000, WI: 50_000, WY: 40_000,
};
