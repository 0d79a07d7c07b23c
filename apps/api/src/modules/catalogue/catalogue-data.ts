import type { CatalogueCard, CataloguePrices } from '@app/domain/contracts';
import type { PriceEntry } from '@app/domain/pricing';
import { HAIR_CARDS, HAIR_PRICES } from './catalogue-hair-data';
import { OTC_CLEANSE_CARDS, OTC_CLEANSE_PRICES } from './catalogue-otc-cleanse-data';
import { OTC_PROTECT_CARDS, OTC_PROTECT_PRICES } from './catalogue-otc-protect-data';
import { OTC_TREAT_CARDS, OTC_TREAT_PRICES } from './catalogue-otc-treat-data';
import { RX_SKIN_CARDS, RX_SKIN_PRICES } from './catalogue-rx-data';

/**
 * The whole catalogue (ADR 096): every product card and every item's price, kept as typed data in
 * one module and checked for completeness by catalogue-data.test.ts. The family files hold the
 * entries; this file only joins them.
 */

export const CATALOGUE_CARDS: readonly CatalogueCard[] = [
  ...RX_SKIN_CARDS,
  ...HAIR_CARDS,
  ...OTC_CLEANSE_CARDS,
  ...OTC_TREAT_CARDS,
  ...OTC_PROTECT_CARDS,
];

type PriceSet = Readonly<Record<number, PriceEntry>>;

/** Joins one price set of every family; an item id priced twice in a set is a broken catalogue. */
function joinPriceSet(sets: readonly PriceSet[]): PriceSet {
  const joined: Record<number, PriceEntry> = {};
  for (const set of sets) {
    for (const [itemId, price] of Object.entries(set)) {
      if (Object.hasOwn(joined, itemId)) {
        throw new Error(`catalogue: item ${itemId} is priced twice`);
      }
      joined[Number(itemId)] = price;
    }
  }
  return joined;
}

const FAMILY_PRICES = [RX_SKIN_PRICES, HAIR_PRICES, OTC_CLEANSE_PRICES, OTC_TREAT_PRICES, OTC_PROTECT_PRICES];

export const CATALOGUE_PRICES: CataloguePrices = {
  trialSizeItemPrices: joinPriceSet(FAMILY_PRICES.map((prices) => prices.trialSizeItemPrices)),
  oneTimeItemPrices: joinPriceSet(FAMILY_PRICES.map((prices) => prices.oneTimeItemPrices)),
  fullSizeItemPrices: joinPriceSet(FAMILY_PRICES.map((prices) => prices.fullSizeItemPrices)),
};
