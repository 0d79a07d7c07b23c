import { describe, expect, it } from 'vitest';
import { selectionFlagsOf, shipmentEveryDays, type BrandSelectionSettings } from './brand-selection-settings';

const FEES = { consultation: 0, shipping: 0, handling: 0 };
const SETTINGS: BrandSelectionSettings = {
  introOfferId: 'thirty-day-trial',
  flags: {
    isSkinnyTrial: false,
    agencyMultiRx: false,
    multiRxRecommendations: true,
    displayAdditionalRx: true,
    agencySmallBottlesInSignUp: false,
    skinPreShipmentNotification: false,
    showPromoSection: true,
    noTaxOnTrials: false,
    yourRoutineEssentialsCopy: 'Your routine essentials',
    addMoreToYourBoxCopy: 'Add more to your box',
  },
  showsFutureProofAsHydroPlus: false,
  fees: { Trial: FEES, Subscription: FEES, Cart: FEES },
  giftWithPurchase: null,
  offeredPromotionCodes: {},
};

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
