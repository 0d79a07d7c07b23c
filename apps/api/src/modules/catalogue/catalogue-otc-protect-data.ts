import type { CatalogueCard, CatalogueIngredient, CataloguePrices } from '@app/domain/contracts';
import { buildCardImages, buildImage, buildPrice } from './catalogue-entries';
import { NIACINAMIDE, SHEA_BUTTER } from './catalogue-ingredients';

/**
 * OTC balms, primer and sun care. Names, copy, ratings and prices are invented demo data. Full
 * sizes are `productId * 100 + 2`; a card with color options sells each option as its own
 * full-size item (`productId * 100 + 11`, `+ 12`, …) and its `fullSizeItemId` is the first
 * option, the one selected until the patient picks another.
 */

const BARRIER_BALM_INGREDIENTS: readonly CatalogueIngredient[] = [
  { name: 'Petrolatum', description: 'A classic occlusive that keeps moisture in.' },
  SHEA_BUTTER,
];

const barrierBalmImage = buildImage('barrier-balm', 'A round cream-colored jar of barrier balm');

const barrierBalm: CatalogueCard = {
  id: 51,
  key: 'barrier-balm',
  name: 'Barrier Balm',
  lineItemName: 'Barrier Balm',
  bodyDescription: 'A thick balm for dry patches, corners of the nose and chapped spots.',
  category: 'skin',
  isRx: false,
  fullSizeItemId: 5102,
  rating: 4.7,
  numReviews: 988,
  ...buildCardImages(barrierBalmImage),
  ingredients: BARRIER_BALM_INGREDIENTS,
  modal: {
    title: 'Barrier Balm',
    titleIsRx: false,
    image: barrierBalmImage,
    volume: '50 g • 1.7 oz',
    tagline: 'For the spots that need more.',
    description: 'A fragrance-free balm to layer over dry or flaky areas.',
    whyItIsSpecial: 'A little goes a long way on spots that feel dry while starting a retinoid.',
    howToUse: 'Warm a small amount between your fingers and press onto dry areas, as often as needed.',
    featuredIngredients: BARRIER_BALM_INGREDIENTS,
    fullIngredients: 'Petrolatum, shea butter, caprylic/capric triglyceride, beeswax, tocopherol.',
  },
};

const DAY_PRIMER_INGREDIENTS: readonly CatalogueIngredient[] = [
  { name: 'Silica', description: 'A fine powder that gives a soft-focus, matte finish.' },
  NIACINAMIDE,
];

const dayPrimerImage = buildImage('day-primer', 'A blush-pink tube of day primer');

const dayPrimer: CatalogueCard = {
  id: 56,
  key: 'day-primer',
  name: 'Day Primer',
  lineItemName: 'Day Primer',
  bodyDescription: 'A weightless base that smooths the look of skin before makeup.',
  category: 'skin',
  isRx: false,
  fullSizeItemId: 5602,
  rating: 4.3,
  numReviews: 402,
  ...buildCardImages(dayPrimerImage),
  ingredients: DAY_PRIMER_INGREDIENTS,
  modal: {
    title: 'Day Primer',
    titleIsRx: false,
    image: dayPrimerImage,
    volume: '30 mL • 1 fl oz',
    tagline: 'A smooth start.',
    description: 'A silky primer that blurs the look of texture and helps makeup sit evenly.',
    whyItIsSpecial: 'It is fragrance-free and light, so it layers over sunscreen without pilling.',
    howToUse: 'After sunscreen, smooth a thin layer over the face; wait a minute before makeup.',
    featuredIngredients: DAY_PRIMER_INGREDIENTS,
    fullIngredients:
      'Water, dimethicone, silica, niacinamide, glycerin, dimethicone crosspolymer, phenoxyethanol.',
  },
};

const LIP_BALM_INGREDIENTS: readonly CatalogueIngredient[] = [
  SHEA_BUTTER,
  { name: 'Jojoba oil', description: 'A light plant oil that keeps lips soft.' },
];

const lipBalmImage = buildImage('lip-balm', 'A rose lip balm stick beside its cap');

const lipBalm: CatalogueCard = {
  id: 61,
  key: 'lip-balm',
  name: 'Tinted Lip Balm',
  lineItemName: 'Tinted Lip Balm',
  bodyDescription: 'A softening balm with a sheer wash of color.',
  category: 'skin',
  isRx: false,
  fullSizeItemId: 6111,
  rating: 4.6,
  numReviews: 1177,
  ...buildCardImages(lipBalmImage),
  ingredients: LIP_BALM_INGREDIENTS,
  selectableOptions: [
    { fullSizeItemId: 6111, name: 'Sheer Rose', colorHex: '#d98c95' },
    { fullSizeItemId: 6112, name: 'Berry', colorHex: '#9c3d55' },
    { fullSizeItemId: 6113, name: 'Nude', colorHex: '#c89a83' },
  ],
  modal: {
    title: 'Tinted Lip Balm',
    titleIsRx: false,
    image: lipBalmImage,
    volume: '4.5 g • 0.15 oz',
    tagline: 'Soft lips, a hint of color.',
    description: 'A nourishing balm in three sheer shades for lips that feel dry.',
    whyItIsSpecial: 'Lips often feel dry during a skin routine; this keeps them comfortable.',
    howToUse: 'Swipe on as often as you like, especially before bed.',
    featuredIngredients: LIP_BALM_INGREDIENTS,
    fullIngredients:
      'Ricinus communis (castor) seed oil, shea butter, beeswax, jojoba seed oil, tocopherol, ' +
      'iron oxides.',
    selectableOptionName: 'Color',
  },
};

const SUNSCREEN_INGREDIENTS: readonly CatalogueIngredient[] = [
  { name: 'Zinc oxide', description: 'A mineral sunscreen filter.' },
  { name: 'Iron oxides', description: 'Mineral pigments that give the tint.' },
];

const sunscreenImage = buildImage('mineral-sunscreen-serum', 'A sand-colored pump bottle of mineral sunscreen serum');

const mineralSunscreenSerum: CatalogueCard = {
  id: 63,
  key: 'mineral-sunscreen-serum',
  name: 'Mineral Sunscreen Serum',
  lineItemName: 'Mineral Sunscreen Serum',
  bodyDescription: 'A sheer, tinted mineral sunscreen for every morning.',
  category: 'skin',
  isRx: false,
  fullSizeItemId: 6311,
  rating: 4.4,
  numReviews: 1046,
  ...buildCardImages(sunscreenImage),
  ingredients: SUNSCREEN_INGREDIENTS,
  selectableOptions: [
    { fullSizeItemId: 6311, name: 'Light', colorHex: '#f1d5bd' },
    { fullSizeItemId: 6312, name: 'Medium', colorHex: '#d4a27f' },
    { fullSizeItemId: 6313, name: 'Deep', colorHex: '#8d5b3e' },
  ],
  modal: {
    title: 'Mineral Sunscreen Serum',
    titleIsRx: false,
    image: sunscreenImage,
    volume: '50 mL • 1.7 fl oz',
    tagline: 'The last step every morning.',
    description: 'A lightweight tinted serum with zinc oxide, in three tints that blend in.',
    whyItIsSpecial: 'The tint avoids a white cast, so it is easy to wear every day.',
    howToUse:
      'As the last step of your morning routine, apply generously and reapply as the label directs.',
    featuredIngredients: SUNSCREEN_INGREDIENTS,
    fullIngredients:
      'Active: zinc oxide. Inactive: water, caprylic/capric triglyceride, glycerin, iron oxides, ' +
      'silica, tocopherol, phenoxyethanol.',
    selectableOptionName: 'Tint',
  },
};

export const OTC_PROTECT_CARDS: readonly CatalogueCard[] = [
  barrierBalm,
  dayPrimer,
  lipBalm,
  mineralSunscreenSerum,
];

export const OTC_PROTECT_PRICES: CataloguePrices = {
  trialSizeItemPrices: {},
  fullSizeItemPrices: {
    5102: buildPrice(2200),
    5602: buildPrice(3000, 500),
    6111: buildPrice(1000),
    6112: buildPrice(1000),
    6113: buildPrice(1000),
    6311: buildPrice(3400, 400),
    6312: buildPrice(3400, 400),
    6313: buildPrice(3400, 400),
  },
  oneTimeItemPrices: {},
};
