import type { TreatmentCategoryName } from '../constants/treatment-categories';
import { halfOf } from '../pricing/money';
import { FULL_SIZE_SHIPMENT_DAYS } from '../selection/brand-selection-settings';

/**
 * What a product costs on a subscription's later boxes: its full-size price every 60 days, half of
 * it for the small bottles sent every 30 (001 §9). The checkout and the subscription page use it.
 */
export function boxPriceCents(fullSizeCents: number, cadenceDays: number): number {
  return cadenceDays === FULL_SIZE_SHIPMENT_DAYS ? fullSizeCents : halfOf(fullSizeCents);
}

/** What the list reads of a catalogue card (`CatalogueCard` of contracts/catalogue.ts, ADR 148). */
export interface AddableCard {
  lineItemName: string;
  category: TreatmentCategoryName;
  isRx: boolean;
  fullSizeItemId?: number;
}

export interface AddableProduct {
  itemId: number;
  name: string;
  priceCents: number;
}

/**
 * The products a patient may add to a subscription's next boxes themselves: the treatment's
 * over-the-counter products not on the box yet. A prescription product needs a provider's review,
 * so it is never added from here.
 */
export function addableProducts(
  catalogue: { cards: readonly AddableCard[]; prices: { fullSizeItemPrices: Readonly<Record<string, { finalAmount: number }>> } },
  box: { category: TreatmentCategoryName; cadenceDays: number; itemIds: readonly number[] },
): AddableProduct[] {
  return catalogue.cards.flatMap((card) => {
    const itemId = card.fullSizeItemId;
    const price = itemId === undefined ? undefined : catalogue.prices.fullSizeItemPrices[itemId];
    if (card.isRx || card.category !== box.category || itemId === undefined || !price || box.itemIds.includes(itemId)) {
      return [];
    }
    return [{ itemId, name: card.lineItemName, priceCents: boxPriceCents(price.finalAmount, box.cadenceDays) }];
  });
}
