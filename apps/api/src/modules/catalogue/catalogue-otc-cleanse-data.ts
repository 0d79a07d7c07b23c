import type { CatalogueCard, CatalogueIngredient, CataloguePrices } from '@app/domain/contracts';
import { buildCardImages, buildImage, buildPrice } from './catalogue-entries';
import { HYALURONIC_ACID, CERAMIDES, GLYCERIN } from './catalogue-ingredients';

/**
 * OTC cleansers and cleanse-and-moisturize sets. Names, copy, ratings and prices are invented demo
 * data. Item ids are `productId * 100 + 1` (a trial-size mini, where there is one) and `+ 2`
 * (full size); a sale is the price's adjustment.
 */

const BODY_WASH_INGREDIENTS: readonly CatalogueIngredient[] = [
  GLYCERIN,
  { name: 'Oat extract', description: 'A plant extract that leaves skin feeling calm.' },
];

const bodyWashImage = buildImage('body-wash', 'A tall blue bottle of gentle body wash');

const bodyWash: CatalogueCard = {
  id: 50,
  key: 'body-wash',
  name: 'Gentle Body Wash',
  lineItemName: 'Gentle Body Wash',
  bodyDescription: 'A low-foam, fragrance-free wash for everyday showers.',
  category: 'skin',
  isRx: false,
  fullSizeItemId: 5002,
  rating: 4.6,
  numReviews: 812,
  ...buildCardImages(bodyWashImage),
  ingredients: BODY_WASH_INGREDIENTS,
  modal: {
    title: 'Gentle Body Wash',
    titleIsRx: false,
    image: bodyWashImage,
    volume: '355 mL • 12 fl oz',
    tagline: 'Clean without the tight feeling.',
    description: 'A mild, fragrance-free body wash that rinses clean and leaves skin comfortable.',
    whyItIsSpecial: 'Made without fragrance or dyes, so it sits easily beside a prescription routine.',
    howToUse: 'Lather a small amount onto wet skin in the shower, then rinse.',
    featuredIngredients: BODY_WASH_INGREDIENTS,
    fullIngredients:
      'Water, sodium cocoyl isethionate, glycerin, cocamidopropyl betaine, avena sativa (oat) ' +
      'kernel extract, sodium chloride, citric acid, phenoxyethanol.',
  },
};

const CLEANSER_SET_INGREDIENTS: readonly CatalogueIngredient[] = [GLYCERIN, CERAMIDES];

const cleanserWithMoisturizerImage = buildImage(
  'cleanser-with-moisturizer',
  'A cleanser tube beside a moisturizer jar',
);

const cleanserWithMoisturizer: CatalogueCard = {
  id: 52,
  key: 'cleanser-with-moisturizer',
  name: 'Cleanser + Moisturizer',
  lineItemName: 'Cleanser + Moisturizer',
  bodyDescription: 'A gentle gel cleanser and a light daily moisturizer.',
  category: 'skin',
  isRx: false,
  trialSizeItemId: 5201,
  fullSizeItemId: 5202,
  rating: 4.5,
  numReviews: 1294,
  ...buildCardImages(cleanserWithMoisturizerImage),
  ingredients: CLEANSER_SET_INGREDIENTS,
  modal: {
    title: 'Cleanser + Moisturizer',
    titleIsRx: false,
    image: cleanserWithMoisturizerImage,
    volume: '2 products • 150 mL total',
    tagline: 'The two basics, paired.',
    description: 'A gel cleanser that rinses clean and a light lotion for normal to oily skin.',
    whyItIsSpecial: 'Both are simple and fragrance-free, chosen to pair with prescription formulas.',
    howToUse:
      'Wash with the cleanser morning and night; apply the moisturizer to damp skin afterwards.',
    featuredIngredients: CLEANSER_SET_INGREDIENTS,
    fullIngredients:
      'Cleanser: water, glycerin, sodium lauroyl sarcosinate, coco-glucoside, phenoxyethanol. ' +
      'Moisturizer: water, glycerin, squalane, ceramide NP, cetearyl alcohol, phenoxyethanol.',
  },
};

const cleanserWithRichMoisturizerImage = buildImage(
  'cleanser-with-rich-moisturizer',
  'A cleanser tube beside a rich moisturizer jar',
);

const cleanserWithRichMoisturizer: CatalogueCard = {
  id: 53,
  key: 'cleanser-with-rich-moisturizer',
  name: 'Cleanser + Rich Moisturizer',
  lineItemName: 'Cleanser + Rich Moisturizer',
  bodyDescription: 'A cream cleanser and a richer moisturizer for dry skin.',
  category: 'skin',
  isRx: false,
  trialSizeItemId: 5301,
  fullSizeItemId: 5302,
  rating: 4.7,
  numReviews: 906,
  ...buildCardImages(cleanserWithRichMoisturizerImage),
  ingredients: CLEANSER_SET_INGREDIENTS,
  modal: {
    title: 'Cleanser + Rich Moisturizer',
    titleIsRx: false,
    image: cleanserWithRichMoisturizerImage,
    volume: '2 products • 150 mL total',
    tagline: 'Cleanse and cushion dry skin.',
    description: 'A creamy cleanser and a rich cream for skin that often feels dry or tight.',
    whyItIsSpecial: 'The richer cream suits evenings and cooler months alongside a retinoid.',
    howToUse: 'Massage the cleanser onto damp skin and rinse; follow with the cream, morning and night.',
    featuredIngredients: CLEANSER_SET_INGREDIENTS,
    fullIngredients:
      'Cleanser: water, glycerin, cetearyl alcohol, coco-glucoside, phenoxyethanol. ' +
      'Moisturizer: water, shea butter, squalane, glycerin, ceramide NP, phenoxyethanol.',
  },
};

const HYDRATING_SET_INGREDIENTS: readonly CatalogueIngredient[] = [HYALURONIC_ACID, GLYCERIN];

const hydratingSetImage = buildImage(
  'hydrating-cleanser-and-moisturizer',
  'A hydrating cleanser tube beside a moisturizer jar',
);

const hydratingCleanserAndMoisturizer: CatalogueCard = {
  id: 60,
  key: 'hydrating-cleanser-and-moisturizer',
  name: 'Hydrating Cleanser + Moisturizer',
  lineItemName: 'Hydrating Cleanser + Moisturizer',
  bodyDescription: 'A milky cleanser and a water-light gel moisturizer.',
  category: 'skin',
  isRx: false,
  trialSizeItemId: 6001,
  fullSizeItemId: 6002,
  rating: 4.4,
  numReviews: 538,
  ...buildCardImages(hydratingSetImage),
  ingredients: HYDRATING_SET_INGREDIENTS,
  modal: {
    title: 'Hydrating Cleanser + Moisturizer',
    titleIsRx: false,
    image: hydratingSetImage,
    volume: '2 products • 170 mL total',
    tagline: 'Moisture at both ends of your routine.',
    description: 'A non-foaming milk cleanser and a gel moisturizer that sinks in quickly.',
    whyItIsSpecial: 'Both steps add moisture, for skin that feels dry after washing.',
    howToUse: 'Smooth the cleanser over dry or damp skin and rinse; apply the gel while skin is damp.',
    featuredIngredients: HYDRATING_SET_INGREDIENTS,
    fullIngredients:
      'Cleanser: water, glycerin, caprylic/capric triglyceride, sodium hyaluronate, phenoxyethanol. ' +
      'Moisturizer: water, glycerin, sodium hyaluronate, betaine, carbomer, phenoxyethanol.',
  },
};

const MICELLAR_INGREDIENTS: readonly CatalogueIngredient[] = [
  { name: 'Micelles', description: 'Tiny clusters of mild cleansers that lift makeup into the pad.' },
  GLYCERIN,
];

const micellarImage = buildImage('micellar-makeup-remover', 'A tall pink bottle of micellar makeup remover');

const micellarMakeupRemover: CatalogueCard = {
  id: 62,
  key: 'micellar-makeup-remover',
  name: 'Micellar Makeup Remover',
  lineItemName: 'Micellar Makeup Remover',
  bodyDescription: 'A no-rinse water that lifts makeup and sunscreen.',
  category: 'skin',
  isRx: false,
  fullSizeItemId: 6202,
  rating: 4.3,
  numReviews: 417,
  ...buildCardImages(micellarImage),
  ingredients: MICELLAR_INGREDIENTS,
  modal: {
    title: 'Micellar Makeup Remover',
    titleIsRx: false,
    image: micellarImage,
    volume: '200 mL • 6.8 fl oz',
    tagline: 'A first cleanse without rubbing.',
    description: 'A gentle micellar water that removes makeup and sunscreen before you wash.',
    whyItIsSpecial: 'It needs no rinsing or scrubbing, which is kind to skin on a retinoid.',
    howToUse: 'Soak a cotton pad, hold it on the skin for a moment, then wipe gently. Repeat as needed.',
    featuredIngredients: MICELLAR_INGREDIENTS,
    fullIngredients: 'Water, glycerin, poloxamer 184, disodium cocoamphodiacetate, citric acid, phenoxyethanol.',
  },
};

export const OTC_CLEANSE_CARDS: readonly CatalogueCard[] = [
  bodyWash,
  cleanserWithMoisturizer,
  cleanserWithRichMoisturizer,
  hydratingCleanserAndMoisturizer,
  micellarMakeupRemover,
];

export const OTC_CLEANSE_PRICES: CataloguePrices = {
  trialSizeItemPrices: {
    5201: buildPrice(1200),
    5301: buildPrice(1200),
    6001: buildPrice(1200),
  },
  fullSizeItemPrices: {
    5002: buildPrice(1800),
    5202: buildPrice(3600, 600),
    5302: buildPrice(3800),
    6002: buildPrice(3800, 800),
    6202: buildPrice(1400),
  },
  oneTimeItemPrices: {},
};
