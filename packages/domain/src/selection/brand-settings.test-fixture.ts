import type { BrandSelectionSettings } from './brand-selection-settings';

/** A brand's selling settings for the domain's tests: the 30-day trial, several Rx products, no fees. */
const FEES = { consultation: 0, shipping: 0, handling: 0 };
export const TEST_BRAND_SETTINGS: BrandSelectionSettings = {
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
