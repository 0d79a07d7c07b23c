import { describe, expect, it } from 'vitest';
import { selectionFlagsOf, shipmentEveryDays } from './brand-selection-settings';
import { TEST_BRAND_SETTINGS } from './brand-settings.test-fixture';

const SETTINGS = TEST_BRAND_SETTINGS;

describe('brand selection settings', () => {
  it('isTwoMonthFirstShipment follows the brand trial offer', () => {
    expect(selectionFlagsOf(SETTINGS).isTwoMonthFirstShipment).toBe(false);
    expect(selectionFlagsOf({ ...SETTINGS, introOfferId: 'two-month-half-off' }).isTwoMonthFirstShipment).toBe(true);
    expect(selectionFlagsOf({ ...SETTINGS, introOfferId: 'two-month-rx-1995' }).isTwoMonthFirstShipment).toBe(true);
  });

  it('agencySmallBottlesInSignUp: boxes every 30 days instead of 60', () => {
    expect(shipmentEveryDays(SETTINGS.flags)).toBe(60);
    expect(shipmentEveryDays({ agencySmallBottlesInSignUp: true })).toBe(30);
  });
});
