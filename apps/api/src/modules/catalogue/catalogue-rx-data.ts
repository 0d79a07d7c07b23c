import { RX_PRODUCT_IDS, type CatalogueCard, type CatalogueIngredient, type CataloguePrices } from '@app/domain/contracts';
import { buildCardImages, buildImage, buildPrice } from './catalogue-entries';
import { TRETINOIN, SULFACETAMIDE, NIACINAMIDE, HYALURONIC_ACID, CERAMIDES, SQUALANE } from './catalogue-ingredients';

/**
 * The Rx skin products (000 §3, 001 §9). Names, copy and prices are invented demo data. A trial
 * size is free (the 30-day trial: the patient pays only shipping and handling); the full size is a
 * two-month supply; every full size also has a one-time price for the one-time Rx skin flow.
 * Item ids are `productId * 100 + 1` (trial size) and `+ 2` (full size).
 */

const RX_CLAIM = {
  short: 'Prescribed for you',
  disclaimer: 'Ingredients and strengths are chosen by your provider and are subject to consultation.',
};

const CUSTOM_FORMULA_INGREDIENTS: readonly CatalogueIngredient[] = [
  TRETINOIN,
  { name: 'Azelaic acid', description: 'A prescription-strength acid often paired with a retinoid.' },
  NIACINAMIDE,
  { name: 'Clindamycin', description: 'A prescription topical your provider may add for blemishes.' },
];

/** The second picture of every Rx card's carousel: the label a prescription bottle carries, with the patient's name. */
const rxLabelImage = buildImage('rx-label', 'The label of a prescription bottle, made out to you by name');

const customFormulaImage = buildImage('custom-formula', 'A teal pump bottle of the custom formula');

const customFormula: CatalogueCard = {
  id: RX_PRODUCT_IDS.customFormula,
  key: 'custom-formula',
  name: 'Custom Formula',
  lineItemName: 'Custom Formula',
  bodyDescription: 'A nightly cream mixed for you from the ingredients your provider prescribes.',
  category: 'skin',
  isRx: true,
  trialSizeItemId: 101,
  fullSizeItemId: 102,
  ...buildCardImages(customFormulaImage, rxLabelImage),
  claim: RX_CLAIM,
  callout: 'Your provider chooses 3 to 4 ingredients for your skin goals.',
  ingredients: CUSTOM_FORMULA_INGREDIENTS,
  modal: {
    title: 'Custom Formula',
    titleIsRx: true,
    image: customFormulaImage,
    volume: '30 mL • 1 fl oz',
    tagline: 'One cream, mixed for your skin.',
    description:
      'A lightweight nightly cream compounded with the ingredients and strengths your provider ' +
      'prescribes after reviewing your answers and photos.',
    whyItIsSpecial:
      'Instead of layering several products, you get the ingredients your provider picks in one ' +
      'bottle, adjusted at each refill if your provider decides to.',
    howToUse:
      'At night, apply a pea-sized amount to clean, dry skin, avoiding the eyes and lips. Start ' +
      'every other night and follow your provider’s instructions.',
    featuredIngredients: CUSTOM_FORMULA_INGREDIENTS,
    fullIngredients:
      'Active ingredients as prescribed. Base: water, glycerin, caprylic/capric triglyceride, ' +
      'cetearyl alcohol, dimethicone, squalane, xanthan gum, phenoxyethanol.',
  },
};

const FUTURE_PROOF_INGREDIENTS: readonly CatalogueIngredient[] = [
  TRETINOIN,
  NIACINAMIDE,
  HYALURONIC_ACID,
];

const futureProofImage = buildImage('future-proof', 'A lavender pump bottle of the future-proof formula');

const futureProof: CatalogueCard = {
  id: RX_PRODUCT_IDS.futureProof,
  key: 'future-proof',
  name: 'Future-Proof Formula',
  lineItemName: 'Future-Proof Formula',
  bodyDescription: 'A prescription night cream for fine lines and uneven texture.',
  category: 'skin',
  isRx: true,
  trialSizeItemId: 1601,
  fullSizeItemId: 1602,
  ...buildCardImages(futureProofImage, rxLabelImage),
  claim: RX_CLAIM,
  callout: 'A steady nightly step your provider can adjust over time.',
  ingredients: FUTURE_PROOF_INGREDIENTS,
  modal: {
    title: 'Future-Proof Formula',
    titleIsRx: true,
    image: futureProofImage,
    volume: '30 mL • 1 fl oz',
    tagline: 'A nightly step for skin that changes with you.',
    description:
      'A prescription cream built around a retinoid and hydrating ingredients, prescribed by your ' +
      'provider for the concerns you share in your consultation.',
    whyItIsSpecial:
      'Retinoid and moisture in one step, at the strength your provider prescribes, so it fits an ' +
      'evening routine without extra layers.',
    howToUse:
      'Apply a pea-sized amount at night to clean, dry skin. Use sunscreen every morning while you ' +
      'use it, and follow your provider’s instructions.',
    featuredIngredients: FUTURE_PROOF_INGREDIENTS,
    fullIngredients:
      'Active ingredients as prescribed. Base: water, glycerin, sodium hyaluronate, niacinamide, ' +
      'cetyl alcohol, squalane, carbomer, phenoxyethanol.',
  },
};

const hydroPlusImage = buildImage('hydro-plus', 'A blue pump bottle of the hydro-plus formula');

/**
 * The renamed future-proof (000 §3): the same product (id 16) and the same items and prices, shown
 * under another name when a feature flag is on. The flag comes later; until then both cards exist
 * and whoever lists the catalogue shows exactly one of them.
 */
const hydroPlus: CatalogueCard = {
  ...futureProof,
  key: 'hydro-plus',
  name: 'Hydro-Plus Formula',
  lineItemName: 'Hydro-Plus Formula',
  ...buildCardImages(hydroPlusImage, rxLabelImage),
  modal: { ...futureProof.modal, title: 'Hydro-Plus Formula', image: hydroPlusImage },
};

const DEEP_CLEANSE_INGREDIENTS: readonly CatalogueIngredient[] = [
  SULFACETAMIDE,
  { name: 'Zinc pyrithione', description: 'A cleansing ingredient also used on the scalp.' },
  { name: 'Salicylic acid', description: 'A beta hydroxy acid that loosens buildup in pores.' },
];

const deepCleanseImage = buildImage('deep-cleanse', 'A green tube of the deep cleanse');

const deepCleanse: CatalogueCard = {
  id: RX_PRODUCT_IDS.deepCleanse,
  key: 'deep-cleanse',
  name: 'Deep Cleanse',
  lineItemName: 'Deep Cleanse',
  bodyDescription: 'A prescription face wash personalized with 2 to 3 cleansing ingredients.',
  category: 'skin',
  isRx: true,
  trialSizeItemId: 1701,
  fullSizeItemId: 1702,
  ...buildCardImages(deepCleanseImage, rxLabelImage),
  claim: RX_CLAIM,
  callout: 'Takes the place of your everyday cleanser.',
  ingredients: DEEP_CLEANSE_INGREDIENTS,
  modal: {
    title: 'Deep Cleanse',
    titleIsRx: true,
    image: deepCleanseImage,
    volume: '120 mL • 4 fl oz',
    tagline: 'A prescription wash, personalized.',
    description:
      // 000 §2: personalized with 2 to 3 of these three ingredients.
      'A foaming face wash with 2 to 3 of sulfacetamide, zinc pyrithione and salicylic acid, as ' +
      'your provider prescribes.',
    whyItIsSpecial:
      'It works in the short time a cleanser is on your skin, so it adds a prescribed step to your ' +
      'routine without adding a product.',
    howToUse:
      'Once or twice a day, massage onto damp skin, leave on for up to 30 seconds, then rinse well.',
    featuredIngredients: DEEP_CLEANSE_INGREDIENTS,
    fullIngredients:
      'Active ingredients as prescribed. Base: water, sodium cocoyl isethionate, glycerin, ' +
      'cocamidopropyl betaine, panthenol, citric acid, phenoxyethanol.',
  },
};

const BODY_CLEANSE_INGREDIENTS: readonly CatalogueIngredient[] = [
  SULFACETAMIDE,
  { name: 'Sulfur', description: 'A long-used cleansing ingredient for body skin.' },
];

const bodyCleanseImage = buildImage('body-cleanse', 'A tall sage bottle of the body cleanse');

const bodyCleanse: CatalogueCard = {
  id: RX_PRODUCT_IDS.bodyCleanse,
  key: 'body-cleanse',
  name: 'Body Cleanse',
  lineItemName: 'Body Cleanse',
  bodyDescription: 'A prescription body wash for the chest, back and shoulders.',
  category: 'skin',
  isRx: true,
  trialSizeItemId: 3101,
  fullSizeItemId: 3102,
  ...buildCardImages(bodyCleanseImage, rxLabelImage),
  claim: RX_CLAIM,
  callout: 'Made for the skin below your jawline.',
  ingredients: BODY_CLEANSE_INGREDIENTS,
  modal: {
    title: 'Body Cleanse',
    titleIsRx: true,
    image: bodyCleanseImage,
    volume: '240 mL • 8 fl oz',
    tagline: 'Your prescription, in the shower.',
    description: 'A creamy prescription body wash, prescribed by your provider for body skin.',
    whyItIsSpecial:
      'It fits into a shower you already take, reaching places a face product was not made for.',
    howToUse:
      'Lather onto damp skin on the chest, back and shoulders, leave on for a minute, then rinse.',
    featuredIngredients: BODY_CLEANSE_INGREDIENTS,
    fullIngredients:
      'Active ingredients as prescribed. Base: water, sodium laureth sulfate, glycerin, ' +
      'cocamidopropyl betaine, sodium chloride, citric acid, phenoxyethanol.',
  },
};

const HYDRATING_TRETINOIN_INGREDIENTS: readonly CatalogueIngredient[] = [
  TRETINOIN,
  SQUALANE,
  CERAMIDES,
];

const hydratingTretinoinImage = buildImage('hydrating-tretinoin', 'A peach tube of hydrating tretinoin cream');

/** Tretinoin is prescription-only, so this card is Rx (an add-on Rx), not OTC. */
const hydratingTretinoin: CatalogueCard = {
  id: 18,
  key: 'hydrating-tretinoin',
  name: 'Hydrating Tretinoin',
  lineItemName: 'Hydrating Tretinoin',
  bodyDescription: 'A prescription retinoid in a rich, cushioning cream.',
  category: 'skin',
  isRx: true,
  trialSizeItemId: 1801,
  fullSizeItemId: 1802,
  ...buildCardImages(hydratingTretinoinImage, rxLabelImage),
  claim: RX_CLAIM,
  callout: 'A gentler-feeling base for a retinoid.',
  ingredients: HYDRATING_TRETINOIN_INGREDIENTS,
  modal: {
    title: 'Hydrating Tretinoin',
    titleIsRx: true,
    image: hydratingTretinoinImage,
    volume: '20 g • 0.7 oz',
    tagline: 'Retinoid care, cushioned.',
    description: 'Tretinoin at the strength your provider prescribes, in a moisturizing cream.',
    whyItIsSpecial: 'The cream base is made for skin that finds retinoids drying.',
    howToUse:
      'At night, apply a pea-sized amount to dry skin. Use sunscreen every morning, and follow your ' +
      'provider’s instructions.',
    featuredIngredients: HYDRATING_TRETINOIN_INGREDIENTS,
    fullIngredients:
      'Active ingredient as prescribed. Base: water, squalane, glycerin, ceramide NP, cetearyl ' +
      'alcohol, shea butter, carbomer, phenoxyethanol.',
  },
};

export const RX_SKIN_CARDS: readonly CatalogueCard[] = [
  customFormula,
  futureProof,
  hydroPlus,
  deepCleanse,
  bodyCleanse,
  hydratingTretinoin,
];

export const RX_SKIN_PRICES: CataloguePrices = {
  trialSizeItemPrices: {
    101: buildPrice(0),
    1601: buildPrice(0),
    1701: buildPrice(0),
    1801: buildPrice(0),
    3101: buildPrice(0),
  },
  fullSizeItemPrices: {
    102: buildPrice(5990),
    1602: buildPrice(5490),
    1702: buildPrice(3990),
    1802: buildPrice(4990),
    // 000 §9: the body cleanse adds $19.55 to each later (60-day) cycle.
    3102: buildPrice(1955),
  },
  oneTimeItemPrices: {
    102: buildPrice(6990, 500),
    1602: buildPrice(5990),
    1702: buildPrice(4490),
    1802: buildPrice(5490),
    3102: buildPrice(2995),
  },
};
