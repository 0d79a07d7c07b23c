import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { RX_PRODUCT_IDS, type CatalogueCard, type CataloguePrices } from '@app/domain/contracts';
import { isCents } from '@app/domain/pricing';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CARDS, CATALOGUE_PRICES } from './catalogue-data';

// The catalogue is hand-written data (ADR 096): these checks are what keeps it whole. Each check
// returns the gaps it finds, so a failure names them; the last block feeds them a broken
// catalogue to show they can fail.

/** The web app serves apps/web/public at `/`. */
const WEB_PUBLIC_DIR = fileURLToPath(new URL('../../../../web/public', import.meta.url));

/** 001 §2.1: the products whose modal content exists (a modal without content is an error). */
const MODAL_CONTENT_KEYS = [
  'body-wash',
  'barrier-balm',
  'body-cleanse',
  'cleanser-with-moisturizer',
  'cleanser-with-rich-moisturizer',
  'cream-oil-duo',
  'custom-formula',
  'dark-spot-formula',
  'day-primer',
  'spot-patches',
  'eye-formula',
  'future-formula',
  'future-proof',
  'hair-formula',
  'hydrating-cleanser-and-moisturizer',
  'hydrating-tretinoin',
  'lip-balm',
  'micellar-makeup-remover',
  'mineral-sunscreen-serum',
];

/** 001 §9: the hair ingredient list. */
const HAIR_INGREDIENT_NAMES = ['minoxidil', 'finasteride', 'ketoconazole', 'spironolactone', 'caffeine', 'melatonin'];

/** The full-size items a card sells: its own, and one per selectable option. */
function fullSizeItemIds(card: CatalogueCard): number[] {
  const ids = (card.selectableOptions ?? []).map((option) => option.fullSizeItemId);
  return card.fullSizeItemId === undefined || ids.includes(card.fullSizeItemId) ? ids : [card.fullSizeItemId, ...ids];
}

function findModalGaps(card: CatalogueCard): string[] {
  const { modal } = card;
  const texts = {
    title: modal.title,
    'image.url': modal.image.url,
    'image.alt': modal.image.alt,
    tagline: modal.tagline,
    description: modal.description,
    whyItIsSpecial: modal.whyItIsSpecial,
    howToUse: modal.howToUse,
    fullIngredients: modal.fullIngredients,
  };
  const gaps = Object.entries(texts).flatMap(([field, text]) => (text.trim() ? [] : [field]));
  if (!/^[^•]*\S \u2022 \S[^•]*$/.test(modal.volume)) {
    gaps.push(`volume "${modal.volume}" is not two parts separated by a bullet`);
  }
  if (modal.featuredIngredients.length === 0 || modal.featuredIngredients.some((i) => !i.name.trim() || !i.description.trim())) {
    gaps.push('featuredIngredients');
  }
  if (modal.titleIsRx !== card.isRx) {
    gaps.push('titleIsRx');
  }
  return gaps.map((gap) => `${card.key}: modal ${gap}`);
}

function findCardGaps(card: CatalogueCard): string[] {
  const gaps: string[] = [];
  if (!card.name.trim() || !card.lineItemName.trim() || !card.bodyDescription.trim()) {
    gaps.push('name, lineItemName or bodyDescription');
  }
  if (card.images.length === 0 || !card.thumbnailImage.url || !card.thumbnailImage.alt.trim()) {
    gaps.push('images or thumbnail');
  }
  if (card.ingredients.length === 0) {
    gaps.push('ingredients');
  }
  if (card.trialSizeItemId === undefined && card.fullSizeItemId === undefined) {
    gaps.push('no item to sell');
  }
  if (card.isRx && (!card.claim?.short.trim() || !card.claim.disclaimer.trim() || !card.callout?.trim())) {
    gaps.push('Rx claim or callout');
  }
  const hasRating = card.rating !== undefined && card.rating >= 0 && card.rating <= 5 && Number.isInteger(card.rating * 10);
  if (!card.isRx && (!hasRating || card.numReviews === undefined || !Number.isSafeInteger(card.numReviews))) {
    gaps.push('OTC rating (0-5, one decimal) or numReviews');
  }
  return [...gaps.map((gap) => `${card.key}: ${gap}`), ...findModalGaps(card)];
}

/**
 * Item ids must not be shared between products or roles. Cards with one product id are variants
 * of one product (future-proof and its renamed hydro-plus) and name the same items.
 */
function findItemIdClashes(cards: readonly CatalogueCard[]): string[] {
  const owners = new Map<number, string>();
  const clashes: string[] = [];
  for (const card of cards) {
    const roles: [number | undefined, string][] = [
      [card.trialSizeItemId, 'trial size'],
      ...fullSizeItemIds(card).map((id): [number, string] => [id, 'full size']),
    ];
    for (const [itemId, role] of roles) {
      const owner = `product ${card.id} ${role}`;
      if (itemId !== undefined && (owners.get(itemId) ?? owner) !== owner) {
        clashes.push(`item ${itemId}: ${owners.get(itemId)} and ${card.key} (${owner})`);
      }
      if (itemId !== undefined) {
        owners.set(itemId, owner);
      }
    }
  }
  return clashes;
}

/** Each item id a card names has the prices of the contexts it is sold in (001 §3, §4). */
function findMissingPrices(cards: readonly CatalogueCard[], prices: CataloguePrices): string[] {
  return cards.flatMap((card) => {
    const missing: string[] = [];
    if (card.trialSizeItemId !== undefined && !prices.trialSizeItemPrices[card.trialSizeItemId]) {
      missing.push(`trial-size price of ${card.trialSizeItemId}`);
    }
    for (const itemId of fullSizeItemIds(card)) {
      if (!prices.fullSizeItemPrices[itemId]) {
        missing.push(`full-size price of ${itemId}`);
      }
      // The one-time Rx skin flow sells Rx skin products at full size, at one-time prices.
      if (card.isRx && card.category === 'skin' && !prices.oneTimeItemPrices[itemId]) {
        missing.push(`one-time price of ${itemId}`);
      }
    }
    return missing.map((gap) => `${card.key}: no ${gap}`);
  });
}

function findBadPrices(prices: CataloguePrices): string[] {
  return Object.entries(prices).flatMap(([set, entries]) =>
    Object.entries(entries as CataloguePrices[keyof CataloguePrices]).flatMap(([itemId, price]) => {
      const amounts = [price.originalAmount, price.adjustmentAmount, price.finalAmount];
      const isWhole = amounts.every((amount) => isCents(amount) && amount >= 0);
      return isWhole && price.finalAmount === price.originalAmount - price.adjustmentAmount
        ? []
        : [`${set}[${itemId}]: ${JSON.stringify(price)}`];
    }),
  );
}

function findBadImages(cards: readonly CatalogueCard[]): string[] {
  return cards.flatMap((card) => {
    const urls = [
      ...card.images.map((image) => image.url),
      card.thumbnailImage.url,
      card.modal.image.url,
      ...[...card.ingredients, ...card.modal.featuredIngredients].flatMap((i) => (i.image ? [i.image] : [])),
    ];
    return urls.flatMap((url) => {
      const file = `${WEB_PUBLIC_DIR}${url}`;
      if (!url.startsWith('/assets/products/') || !existsSync(file)) {
        return [`${card.key}: no file for ${url}`];
      }
      return statSync(file).size < 2048 ? [] : [`${card.key}: ${url} is 2 KB or more`];
    });
  });
}

describe('the catalogue', () => {
  const cardsByKey = new Map(CATALOGUE_CARDS.map((card) => [card.key, card]));

  it('has a card for every product with modal content in 001 §2.1, each key once', () => {
    expect(MODAL_CONTENT_KEYS.filter((key) => !cardsByKey.has(key))).toEqual([]);
    expect(cardsByKey.size).toBe(CATALOGUE_CARDS.length);
  });

  it('gives every card complete content: modal, images, ingredients, Rx claim or OTC rating', () => {
    expect(CATALOGUE_CARDS.flatMap(findCardGaps)).toEqual([]);
  });

  it('never shares an item id between products, or between trial and full size', () => {
    expect(findItemIdClashes(CATALOGUE_CARDS)).toEqual([]);
  });

  it('prices every item id a card names for the contexts it is sold in', () => {
    expect(findMissingPrices(CATALOGUE_CARDS, CATALOGUE_PRICES)).toEqual([]);
  });

  it('prices only items that a card sells', () => {
    const sold = new Set(CATALOGUE_CARDS.flatMap((card) => [card.trialSizeItemId, ...fullSizeItemIds(card)]));
    const priced = Object.values(CATALOGUE_PRICES).flatMap((set) => Object.keys(set).map(Number));
    expect(priced.filter((itemId) => !sold.has(itemId))).toEqual([]);
  });

  it('holds every price in whole, non-negative cents with finalAmount = originalAmount - adjustmentAmount', () => {
    expect(findBadPrices(CATALOGUE_PRICES)).toEqual([]);
  });

  it('gives the Rx trial sizes away (the 30-day trial is free)', () => {
    const rxTrialItems = CATALOGUE_CARDS.filter((card) => card.isRx && card.trialSizeItemId !== undefined);
    expect(rxTrialItems.map((card) => CATALOGUE_PRICES.trialSizeItemPrices[card.trialSizeItemId!]?.finalAmount)).toEqual(
      rxTrialItems.map(() => 0),
    );
  });

  it('points every image at a drawn file under apps/web/public smaller than 2 KB', () => {
    expect(findBadImages(CATALOGUE_CARDS)).toEqual([]);
  });

  it.each(Object.entries(RX_PRODUCT_IDS))('has the Rx skin product %s (id %i)', (_name, productId) => {
    const card = CATALOGUE_CARDS.find((candidate) => candidate.id === productId);
    expect(card).toMatchObject({ isRx: true, category: 'skin' });
  });

  it('gives the hair formula exactly the hair ingredients of 001 §9', () => {
    const hairCards = CATALOGUE_CARDS.filter((card) => card.category === 'hair');
    expect(hairCards.map((card) => card.key)).toEqual(['hair-formula']);
    const names = hairCards[0]!.ingredients.map((ingredient) => ingredient.name.toLowerCase());
    expect(names.sort()).toEqual([...HAIR_INGREDIENT_NAMES].sort());
  });

  it.each(['lip-balm', 'mineral-sunscreen-serum'])('offers %s in at least 2 colors', (key) => {
    const card = cardsByKey.get(key);
    expect(card?.modal.selectableOptionName?.trim()).toBeTruthy();
    const options = card?.selectableOptions ?? [];
    expect(options.length).toBeGreaterThanOrEqual(2);
    expect(options.filter((option) => !/^#[0-9a-f]{6}$/i.test(option.colorHex) || !option.name.trim())).toEqual([]);
    expect(options.map((option) => option.fullSizeItemId)).toContain(card?.fullSizeItemId);
  });
});

describe('the catalogue checks (they find a broken catalogue)', () => {
  const card = CATALOGUE_CARDS.find((candidate) => candidate.key === 'custom-formula')!;
  const broken: CatalogueCard = {
    ...card,
    key: 'broken',
    fullSizeItemId: 999_001,
    images: [{ name: 'x', url: '/assets/products/missing.svg', alt: 'x' }],
    modal: { ...card.modal, howToUse: ' ', volume: '30 mL' },
  };

  it('find an empty modal field and a volume without its bullet', () => {
    expect(findCardGaps(broken)).toEqual([
      'broken: modal howToUse',
      'broken: modal volume "30 mL" is not two parts separated by a bullet',
    ]);
  });

  it('find a missing price, a clashing item id, a broken price and a missing image', () => {
    expect(findMissingPrices([broken], CATALOGUE_PRICES)).toEqual([
      'broken: no full-size price of 999001',
      'broken: no one-time price of 999001',
    ]);
    // One product's variants share its items; another product may not.
    expect(findItemIdClashes([card, broken])).toEqual([]);
    expect(findItemIdClashes([card, { ...broken, id: 2 }])).toEqual([
      `item ${card.trialSizeItemId}: product 1 trial size and broken (product 2 trial size)`,
    ]);
    expect(findItemIdClashes([{ ...card, fullSizeItemId: card.trialSizeItemId }])).toHaveLength(1);
    const badPrice = { originalAmount: 1000, adjustmentAmount: 100, finalAmount: 950 };
    expect(findBadPrices({ ...CATALOGUE_PRICES, oneTimeItemPrices: { 1: badPrice } })).toHaveLength(1);
    expect(findBadImages([broken])).toEqual(['broken: no file for /assets/products/missing.svg']);
  });
});
