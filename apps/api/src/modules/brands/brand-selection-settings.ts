import type { BrandSelectionSettings } from '@app/domain/selection';

/**
 * How each demo brand sells (issue 10 item 2, ADR 103): its trial offer, the flags of 001 §3, its
 * fees in cents per checkout mode, its gift and the promotion it offers. Configuration, like the
 * brand catalogue: production replaces the values, never the rules that read them.
 */

export type SelectionSettingsLookup = (brandId: number) => BrandSelectionSettings;

const NO_FEES = { consultation: 0, shipping: 0, handling: 0 };

/** The gift's picture: a brand's gift an admin names (ADR 163) is drawn with it unless the brand has its own. */
export const GIFT_POUCH_IMAGE = { name: 'gift-pouch', url: '/assets/products/gift-pouch.svg', alt: 'A zip pouch for your bottles, free with your first box' };

/** The main brand: the 30-day trial box, several Rx products, a handling fee, a gift. */
const MAIN: BrandSelectionSettings = {
  introOfferId: 'thirty-day-trial',
  flags: {
    isSkinnyTrial: false,
    agencyMultiRx: false,
    multiRxRecommendations: true,
    displayAdditionalRx: true,
    agencySmallBottlesInSignUp: false,
    skinPreShipmentNotification: true,
    showPromoSection: true,
    noTaxOnTrials: false,
    yourRoutineEssentialsCopy: 'Your routine essentials',
    addMoreToYourBoxCopy: 'Add more to your box',
  },
  showsFutureProofAsHydroPlus: false,
  fees: {
    // 001 §1: the trial is free; the patient pays shipping and handling.
    Trial: { consultation: 0, shipping: 0, handling: 495 },
    Subscription: NO_FEES,
    Cart: { consultation: 1900, shipping: 0, handling: 0 },
  },
  giftWithPurchase: { name: 'Travel pouch', image: GIFT_POUCH_IMAGE },
  offeredPromotionCodes: { hair: 'HAIR15' },
};

/** The agency brand: two months at 50% off, one required Rx product, small bottles, sales tax shown. */
const AGENCY: BrandSelectionSettings = {
  introOfferId: 'two-month-half-off',
  flags: {
    isSkinnyTrial: false,
    agencyMultiRx: false,
    multiRxRecommendations: false,
    displayAdditionalRx: false,
    agencySmallBottlesInSignUp: true,
    skinPreShipmentNotification: false,
    showPromoSection: true,
    noTaxOnTrials: true,
    priceSummaryHeaderText: 'Your first shipment',
    yourRoutineEssentialsCopy: 'Finish your routine',
    addMoreToYourBoxCopy: 'More from our shelves',
  },
  showsFutureProofAsHydroPlus: true,
  fees: {
    Trial: { consultation: 0, shipping: 0, handling: 300 },
    Subscription: NO_FEES,
    Cart: { consultation: 2500, shipping: 0, handling: 0 },
  },
  giftWithPurchase: null,
  offeredPromotionCodes: {},
};

const DEMO_SELECTION_SETTINGS: Readonly<Record<number, BrandSelectionSettings>> = { 1: MAIN, 2: AGENCY };

/** The demo brands' selling settings; a brand without its own sells as the main brand. */
export const demoSelectionSettings: SelectionSettingsLookup = (brandId) => DEMO_SELECTION_SETTINGS[brandId] ?? MAIN;
