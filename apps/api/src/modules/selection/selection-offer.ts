import type { CatalogueCard, CataloguePrices, SelectionCard } from '@app/domain/contracts';
import { SELECTION_MESSAGES } from '@app/domain/messages';
import { type CardCopy, type RecommendedCard, type Routine, cardWithCopy, initiallySelectedKeys, cardItemIds } from '@app/domain/selection';
import { CATALOGUE_CARDS } from '../catalogue';

/** The cards a patient's selection page offers, in its sections (001 §3 "Product selection data"). */
export interface SelectionOffer {
  rxCards: SelectionCard[];
  addOnRxCards: SelectionCard[];
  otcCards: SelectionCard[];
  /** Every card above, once: what a selected item id may belong to. */
  cards: SelectionCard[];
  /** The recommendation's starting box, as full-size item ids. */
  recommendedItemIds: number[];
}

/** The category's OTC card keys in catalogue order, for the routine's add-ons. */
export function otcKeysOf(category: 'skin' | 'hair'): string[] {
  return CATALOGUE_CARDS.filter((card) => card.category === category && !card.isRx).map((card) => card.key);
}

function catalogueCard(key: string, category: 'skin' | 'hair'): CatalogueCard {
  const card = CATALOGUE_CARDS.find((candidate) => candidate.key === key && candidate.category === category);
  if (!card) {
    // The catalogue's completeness test keeps every routine key in the catalogue.
    throw new Error(`catalogue: no ${category} card "${key}"`);
  }
  return card;
}

function selectionCard(entry: RecommendedCard, category: 'skin' | 'hair', copies: ReadonlyMap<string, CardCopy>): SelectionCard {
  const card = cardWithCopy(catalogueCard(entry.key, category), copies.get(entry.key));
  return {
    ...card,
    recommended: entry.reason !== undefined,
    ...(entry.reason ? { recommendationText: entry.reason } : {}),
    ...(card.key === 'hair-formula' ? { madeFor: [...SELECTION_MESSAGES.hairRoutine.madeForTags] } : {}),
  };
}

/** The routine's keys as the page's cards (saying what an admin set of them, ADR 167), and its starting box as item ids. */
export function buildSelectionOffer(routine: Routine, category: 'skin' | 'hair', copies: ReadonlyMap<string, CardCopy>): SelectionOffer {
  const toCards = (entries: readonly RecommendedCard[]) => entries.map((entry) => selectionCard(entry, category, copies));
  const rxCards = toCards(routine.rx);
  const addOnRxCards = toCards(routine.addOnRx);
  const otcCards = toCards([...routine.otcRecommended, ...routine.otcAddOns]);
  const cards = [...rxCards, ...addOnRxCards, ...otcCards];
  const recommendedItemIds = initiallySelectedKeys(routine).flatMap((key) => {
    const card = cards.find((candidate) => candidate.key === key);
    return card ? cardItemIds(card).slice(0, 1) : [];
  });
  return { rxCards, addOnRxCards, otcCards, cards, recommendedItemIds };
}

/** The catalogue's prices (those in effect, ADR 160) of the offered cards' items only: what the page may show and sell. */
export function pricesOfCards(cards: readonly CatalogueCard[], catalogue: CataloguePrices): CataloguePrices {
  const itemIds = new Set(cards.flatMap((card) => [...cardItemIds(card), ...(card.trialSizeItemId === undefined ? [] : [card.trialSizeItemId])]));
  const pick = (set: CataloguePrices['fullSizeItemPrices']) =>
    Object.fromEntries(Object.entries(set).filter(([itemId]) => itemIds.has(Number(itemId))));
  return {
    trialSizeItemPrices: pick(catalogue.trialSizeItemPrices),
    oneTimeItemPrices: pick(catalogue.oneTimeItemPrices),
    fullSizeItemPrices: pick(catalogue.fullSizeItemPrices),
  };
}
