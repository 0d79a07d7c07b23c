import type { CatalogueCard, CatalogueIngredient, CataloguePrices } from '@app/domain/contracts';
import { buildCardImages, buildImage, buildPrice } from './catalogue-entries';

/**
 * The hair Rx product. Hair is always sold at full size (001 §4), so it has no trial-size item.
 * Its ingredients are the hair ingredient list of 001 §9, no more and no fewer; which of them a
 * patient gets is the provider's decision. Name, copy and price are invented demo data.
 */

export const HAIR_INGREDIENTS: readonly CatalogueIngredient[] = [
  { name: 'Minoxidil', description: 'A well-known hair ingredient, here in a formula your provider prescribes.' },
  { name: 'Finasteride', description: 'A prescription ingredient your provider may include after review.' },
  { name: 'Ketoconazole', description: 'An ingredient also found in scalp-care washes.' },
  { name: 'Spironolactone', description: 'A prescription ingredient your provider may consider.' },
  { name: 'Caffeine', description: 'A familiar ingredient in scalp-care products.' },
  { name: 'Melatonin', description: 'An ingredient studied in topical scalp formulas.' },
];

const hairFormulaImage = buildImage('hair-formula', 'An amber dropper bottle of the hair formula');

const hairFormula: CatalogueCard = {
  id: 41,
  key: 'hair-formula',
  name: 'Hair Formula',
  lineItemName: 'Hair Formula',
  bodyDescription: 'A prescription scalp serum combining ingredients your provider chooses.',
  category: 'hair',
  isRx: true,
  fullSizeItemId: 4102,
  ...buildCardImages(hairFormulaImage),
  claim: {
    short: 'Prescribed for you',
    disclaimer: 'Ingredients are chosen by your provider and are subject to consultation.',
  },
  callout: 'Several hair ingredients in one daily serum.',
  ingredients: HAIR_INGREDIENTS,
  modal: {
    title: 'Hair Formula',
    titleIsRx: true,
    image: hairFormulaImage,
    volume: '60 mL • 2 fl oz',
    tagline: 'One serum, your prescription.',
    description:
      'A lightweight scalp serum combining the hair ingredients your provider prescribes after ' +
      'reviewing your answers and photos.',
    whyItIsSpecial:
      'Instead of several separate products, the ingredients your provider picks come in one ' +
      'dropper, used once a day.',
    howToUse:
      'Once a day, apply one dropper to a dry scalp where the hair is thinning, massage in gently ' +
      'and let it dry. Wash your hands afterwards.',
    featuredIngredients: HAIR_INGREDIENTS,
    fullIngredients:
      'Active ingredients as prescribed. Base: water, alcohol, propylene glycol, glycerin, ' +
      'hydroxyethylcellulose, panthenol.',
  },
};

export const HAIR_CARDS: readonly CatalogueCard[] = [hairFormula];

export const HAIR_PRICES: CataloguePrices = {
  trialSizeItemPrices: {},
  fullSizeItemPrices: { 4102: buildPrice(4990) },
  oneTimeItemPrices: {},
};
