import type { CatalogueCard, CatalogueIngredient, CataloguePrices } from '@app/domain/contracts';
import { buildCardImages, buildImage, buildPrice } from './catalogue-entries';
import { NIACINAMIDE, SQUALANE, SHEA_BUTTER } from './catalogue-ingredients';

/**
 * OTC serums, treatments and patches. Names, copy, ratings and prices are invented demo data.
 * These are sold at full size only (item id `productId * 100 + 2`); a trial box prices them at
 * half (001 §4). A sale is the price's adjustment.
 */

const VITAMIN_C: CatalogueIngredient = {
  name: 'Vitamin C',
  description: 'An antioxidant often used in morning serums.',
};

const CREAM_OIL_INGREDIENTS: readonly CatalogueIngredient[] = [
  SQUALANE,
  SHEA_BUTTER,
];

const creamOilDuoImage = buildImage('cream-oil-duo', 'A cream jar beside a small facial oil bottle');

const creamOilDuo: CatalogueCard = {
  id: 54,
  key: 'cream-oil-duo',
  name: 'Cream & Oil Duo',
  lineItemName: 'Cream & Oil Duo',
  bodyDescription: 'A rich night cream and a few drops of facial oil to seal it in.',
  category: 'skin',
  isRx: false,
  fullSizeItemId: 5402,
  rating: 4.6,
  numReviews: 355,
  ...buildCardImages(creamOilDuoImage),
  ingredients: CREAM_OIL_INGREDIENTS,
  modal: {
    title: 'Cream & Oil Duo',
    titleIsRx: false,
    image: creamOilDuoImage,
    volume: '2 products • 80 mL total',
    tagline: 'Comfort for dry evenings.',
    description: 'A rich cream and a light facial oil to use together or on their own.',
    whyItIsSpecial: 'You choose how rich to go: the cream alone, or a drop of oil on top when dry.',
    howToUse: 'At night, apply the cream after your treatment; press 2 drops of oil on top if needed.',
    featuredIngredients: CREAM_OIL_INGREDIENTS,
    fullIngredients:
      'Cream: water, shea butter, glycerin, squalane, cetearyl alcohol, phenoxyethanol. ' +
      'Oil: squalane, caprylic/capric triglyceride, jojoba seed oil, tocopherol.',
  },
};

const DARK_SPOT_INGREDIENTS: readonly CatalogueIngredient[] = [
  NIACINAMIDE,
  { name: 'Tranexamic acid', description: 'An ingredient used in serums for an even-looking tone.' },
];

const darkSpotImage = buildImage('dark-spot-formula', 'A rose dropper bottle of dark spot formula');

const darkSpotFormula: CatalogueCard = {
  id: 55,
  key: 'dark-spot-formula',
  name: 'Dark Spot Formula',
  lineItemName: 'Dark Spot Formula',
  bodyDescription: 'A daily serum for a more even-looking tone.',
  category: 'skin',
  isRx: false,
  fullSizeItemId: 5502,
  rating: 4.2,
  numReviews: 671,
  ...buildCardImages(darkSpotImage),
  ingredients: DARK_SPOT_INGREDIENTS,
  modal: {
    title: 'Dark Spot Formula',
    titleIsRx: false,
    image: darkSpotImage,
    volume: '30 mL • 1 fl oz',
    tagline: 'For a more even look.',
    description: 'A water-light serum to use each morning under moisturizer and sunscreen.',
    whyItIsSpecial: 'It pairs two gentle ingredients, so it can sit beside a prescription at night.',
    howToUse: 'Each morning, smooth 2 to 3 drops over clean skin; follow with sunscreen.',
    featuredIngredients: DARK_SPOT_INGREDIENTS,
    fullIngredients:
      'Water, niacinamide, propanediol, tranexamic acid, glycerin, sodium hyaluronate, ' +
      'xanthan gum, phenoxyethanol.',
  },
};

const EYE_INGREDIENTS: readonly CatalogueIngredient[] = [
  { name: 'Caffeine', description: 'A familiar ingredient in eye creams.' },
  { name: 'Peptides', description: 'Short chains of amino acids common in skin care.' },
];

const eyeFormulaImage = buildImage('eye-formula', 'A slim lavender tube of eye formula');

const eyeFormula: CatalogueCard = {
  id: 58,
  key: 'eye-formula',
  name: 'Eye Formula',
  lineItemName: 'Eye Formula',
  bodyDescription: 'A light cream for the delicate skin around the eyes.',
  category: 'skin',
  isRx: false,
  fullSizeItemId: 5802,
  rating: 4.1,
  numReviews: 289,
  ...buildCardImages(eyeFormulaImage),
  ingredients: EYE_INGREDIENTS,
  modal: {
    title: 'Eye Formula',
    titleIsRx: false,
    image: eyeFormulaImage,
    volume: '15 mL • 0.5 fl oz',
    tagline: 'A gentle step for the eye area.',
    description: 'A silky, fragrance-free cream made for the thin skin under and around the eyes.',
    whyItIsSpecial: 'Face treatments are best kept away from the eyes; this one is made for there.',
    howToUse: 'Morning and night, tap a rice-sized amount around the eye area with your ring finger.',
    featuredIngredients: EYE_INGREDIENTS,
    fullIngredients:
      'Water, glycerin, caffeine, squalane, palmitoyl tripeptide-1, cetearyl alcohol, ' +
      'carbomer, phenoxyethanol.',
  },
};

const FUTURE_FORMULA_INGREDIENTS: readonly CatalogueIngredient[] = [
  VITAMIN_C,
  { name: 'Vitamin E', description: 'An antioxidant that pairs well with vitamin C.' },
];

const futureFormulaImage = buildImage('future-formula', 'A golden dropper bottle of future formula');

const futureFormula: CatalogueCard = {
  id: 59,
  key: 'future-formula',
  name: 'Future Formula',
  lineItemName: 'Future Formula',
  bodyDescription: 'A morning antioxidant serum to wear under sunscreen.',
  category: 'skin',
  isRx: false,
  fullSizeItemId: 5902,
  rating: 4.5,
  numReviews: 742,
  ...buildCardImages(futureFormulaImage),
  ingredients: FUTURE_FORMULA_INGREDIENTS,
  modal: {
    title: 'Future Formula',
    titleIsRx: false,
    image: futureFormulaImage,
    volume: '30 mL • 1 fl oz',
    tagline: 'Your morning antioxidant step.',
    description: 'A lightweight serum with vitamins C and E for the start of your day.',
    whyItIsSpecial: 'Made to layer under sunscreen in the morning while your treatment works at night.',
    howToUse: 'Each morning, apply 3 to 4 drops to clean skin before moisturizer and sunscreen.',
    featuredIngredients: FUTURE_FORMULA_INGREDIENTS,
    fullIngredients:
      'Water, ascorbic acid, propanediol, glycerin, tocopherol, ferulic acid, sodium hyaluronate, ' +
      'phenoxyethanol.',
  },
};

const SPOT_PATCH_INGREDIENTS: readonly CatalogueIngredient[] = [
  { name: 'Hydrocolloid', description: 'A soft, absorbent material that covers a spot.' },
];

const spotPatchesImage = buildImage('spot-patches', 'A sheet of round spot patches');

const spotPatches: CatalogueCard = {
  id: 57,
  key: 'spot-patches',
  name: 'Spot Patches',
  lineItemName: 'Spot Patches',
  bodyDescription: 'Thin, clear patches to cover a spot overnight.',
  category: 'skin',
  isRx: false,
  fullSizeItemId: 5702,
  rating: 4.8,
  numReviews: 1533,
  ...buildCardImages(spotPatchesImage),
  ingredients: SPOT_PATCH_INGREDIENTS,
  modal: {
    title: 'Spot Patches',
    titleIsRx: false,
    image: spotPatchesImage,
    volume: '36 patches • 2 sizes',
    tagline: 'Hands off, overnight.',
    description: 'Clear hydrocolloid patches that cover a spot and keep fingers away from it.',
    whyItIsSpecial: 'They are nearly invisible, so they can be worn during the day as well.',
    howToUse: 'Press a patch onto a clean, dry spot and leave it on for several hours or overnight.',
    featuredIngredients: SPOT_PATCH_INGREDIENTS,
    fullIngredients: 'Cellulose gum, styrene isoprene styrene copolymer, polyurethane film.',
  },
};

export const OTC_TREAT_CARDS: readonly CatalogueCard[] = [
  creamOilDuo,
  darkSpotFormula,
  eyeFormula,
  futureFormula,
  spotPatches,
];

export const OTC_TREAT_PRICES: CataloguePrices = {
  trialSizeItemPrices: {},
  fullSizeItemPrices: {
    5402: buildPrice(4800, 800),
    5502: buildPrice(3200),
    5702: buildPrice(1200),
    5802: buildPrice(2800),
    5902: buildPrice(4200, 700),
  },
  oneTimeItemPrices: {},
};
