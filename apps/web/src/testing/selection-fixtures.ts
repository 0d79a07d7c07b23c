import type { CatalogueCard, ProductSelectionData, SelectionCard, SelectionFlags } from '@app/domain/contracts';

// A small recommended routine for the selection page's component tests: two Rx cards, an OTC
// set, a lip balm in two colours, and the main brand's flags.

const image = (key: string) => ({ name: key, url: `/assets/products/${key}.svg`, alt: `A drawing of ${key}` });

function card(overrides: Partial<CatalogueCard> & Pick<CatalogueCard, 'id' | 'key' | 'name' | 'isRx'>, recommended: boolean): SelectionCard {
  return {
    lineItemName: overrides.name,
    bodyDescription: `${overrides.name} for the tests.`,
    category: 'skin',
    images: [image(overrides.key)],
    thumbnailImage: { url: image(overrides.key).url, alt: '' },
    ingredients: [{ name: 'Niacinamide', description: 'Calms the look of redness.' }],
    modal: {
      title: overrides.name,
      titleIsRx: overrides.isRx,
      image: image(overrides.key),
      volume: '30 mL • 1 fl oz',
      tagline: 'A tagline.',
      description: 'A description.',
      whyItIsSpecial: 'Why it is special.',
      howToUse: 'How to use it.',
      featuredIngredients: [{ name: 'Niacinamide', description: 'Calms the look of redness.' }],
      fullIngredients: 'Water, glycerin.',
      ...(overrides.selectableOptions ? { selectableOptionName: 'Color' } : {}),
    },
    recommended,
    ...(recommended ? { recommendationText: { label: 'Recommended for you', modalCallout: 'Because you said so.' } } : {}),
    ...overrides,
  };
}

const price = (originalAmount: number, adjustmentAmount = 0) => ({ originalAmount, adjustmentAmount, finalAmount: originalAmount - adjustmentAmount });

export const CUSTOM_FORMULA = card({ id: 1, key: 'custom-formula', name: 'Custom Formula', isRx: true, trialSizeItemId: 101, fullSizeItemId: 102 }, true);
export const FUTURE_PROOF = card({ id: 16, key: 'future-proof', name: 'Future-Proof Formula', isRx: true, trialSizeItemId: 1601, fullSizeItemId: 1602 }, false);
export const CLEANSER = card({ id: 52, key: 'cleanser-with-moisturizer', name: 'Cleanser + Moisturizer', isRx: false, trialSizeItemId: 5201, fullSizeItemId: 5202, rating: 4.5, numReviews: 1200 }, true);
export const LIP_BALM = card(
  {
    id: 61,
    key: 'lip-balm',
    name: 'Tinted Lip Balm',
    isRx: false,
    fullSizeItemId: 6111,
    selectableOptions: [
      { fullSizeItemId: 6111, name: 'Rose', colorHex: '#d98c95' },
      { fullSizeItemId: 6112, name: 'Berry', colorHex: '#9c3d55' },
    ],
  },
  false,
);

/** The main brand's flags: these on, every other off. */
export const MAIN_FLAGS: SelectionFlags = {
  isTwoMonthFirstShipment: false,
  isSkinnyTrial: false,
  agencyMultiRx: false,
  agencySmallBottlesInSignUp: false,
  noTaxOnTrials: false,
  multiRxRecommendations: true,
  displayAdditionalRx: true,
  skinPreShipmentNotification: true,
  showPromoSection: true,
  yourRoutineEssentialsCopy: 'Your routine essentials',
  addMoreToYourBoxCopy: 'Add more to your box',
};

/** The selection data of a main-brand skin sign-up; `overrides` and `flags` change parts of it. */
export function selectionData(overrides: Partial<ProductSelectionData> = {}, flags: Partial<SelectionFlags> = {}): ProductSelectionData {
  const cards = [CUSTOM_FORMULA, FUTURE_PROOF, CLEANSER, LIP_BALM];
  return {
    flow: 'skin-signup',
    checkoutMode: 'Trial',
    treatmentCategory: 'skin',
    rxCards: [CUSTOM_FORMULA, FUTURE_PROOF],
    addOnRxCards: [],
    otcCards: [CLEANSER, LIP_BALM],
    cards,
    prices: {
      trialSizeItemPrices: { 101: price(0), 1601: price(0), 5201: price(1200) },
      oneTimeItemPrices: {},
      fullSizeItemPrices: { 102: price(5990), 1602: price(5490), 5202: price(3000), 6111: price(1000), 6112: price(1000) },
    },
    flags: { ...MAIN_FLAGS, ...flags },
    introOffer: { id: 'thirty-day-trial', priceNote: '(1 month FREE!)' },
    patient: { firstname: 'Robin', lastname: 'Tester', introOffer: { id: 'thirty-day-trial' } },
    handling: 495,
    shipping: 0,
    dermatologyConsultation: 0,
    tax: 0,
    initialTax: 0,
    nextBoxTax: null,
    giftWithPurchaseData: null,
    checkoutPaymentDetails: { isCollectionRequired: true, isPaymentRequired: true },
    hasViewedProductSelectionPage: true,
    initialSelectedItemIds: [102, 5202],
    initialPurchaseContext: 'trial',
    initialPromotionClaim: null,
    promotion: null,
    totals: { subtotal: 1695, discount: 0, total: 1695, credit: 0, totalWithTax: 1695 },
    upsells: [],
    creditCents: 0,
    ...overrides,
  };
}
