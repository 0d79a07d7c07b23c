import type { TreatmentCategoryName } from '../constants/treatment-categories';
import type { CatalogueCard, CataloguePrices } from '../contracts/catalogue';
import { halfOf } from './money';
import type { PriceEntry } from './order-total';

/** The item ids of a product card that a box can hold (001 §3). */
export type PricedCard = Pick<CatalogueCard, 'trialSizeItemId' | 'fullSizeItemId'>;

/** Which prices a box is sold at. */
export type PricingBasis = 'trial-size' | 'full-size' | 'one-time';

/**
 * 001 §4: full-size pricing applies when the first shipment is two-month or the category is hair;
 * a one-time purchase has its own prices. A subscription (resubscribing, or skipping the trial)
 * ships full sizes too (001 §1: "full-size products every 60 days"); only a trial ships trial
 * sizes.
 */
export function pricingBasis(options: {
  purchaseContext: 'trial' | 'subscription' | 'onetime';
  isTwoMonthFirstShipment: boolean;
  category: TreatmentCategoryName;
}): PricingBasis {
  if (options.purchaseContext === 'onetime') {
    return 'one-time';
  }
  const isFullSize = options.purchaseContext === 'subscription' || options.isTwoMonthFirstShipment || options.category === 'hair';
  return isFullSize ? 'full-size' : 'trial-size';
}

/** A card's line in a box: the item sold, its price, and whether it is the full size ("Mini" if not). */
export interface CardLine {
  itemId: number;
  price: PriceEntry;
  isFullSize: boolean;
}

/** Half of a price, keeping final = original − adjustment. */
function halfPrice(price: PriceEntry): PriceEntry {
  const originalAmount = halfOf(price.originalAmount);
  const finalAmount = halfOf(price.finalAmount);
  return { originalAmount, finalAmount, adjustmentAmount: originalAmount - finalAmount };
}

/**
 * What a card costs in a box sold at `basis`, or undefined when the card has no item priced for
 * it (the card cannot be added). At trial size, a card with only a full-size item is priced at
 * half of it (001 §4): a full-size product lasts two months, the trial one.
 */
export function cardLine(card: PricedCard, prices: CataloguePrices, basis: PricingBasis): CardLine | undefined {
  const { trialSizeItemId, fullSizeItemId } = card;
  if (basis === 'one-time') {
    const price = fullSizeItemId === undefined ? undefined : prices.oneTimeItemPrices[fullSizeItemId];
    return price && fullSizeItemId !== undefined ? { itemId: fullSizeItemId, price, isFullSize: true } : undefined;
  }
  const fullSizePrice = fullSizeItemId === undefined ? undefined : prices.fullSizeItemPrices[fullSizeItemId];
  if (basis === 'full-size') {
    return fullSizePrice && fullSizeItemId !== undefined ? { itemId: fullSizeItemId, price: fullSizePrice, isFullSize: true } : undefined;
  }
  const trialPrice = trialSizeItemId === undefined ? undefined : prices.trialSizeItemPrices[trialSizeItemId];
  if (trialPrice && trialSizeItemId !== undefined) {
    return { itemId: trialSizeItemId, price: trialPrice, isFullSize: false };
  }
  return fullSizePrice && fullSizeItemId !== undefined && trialSizeItemId === undefined
    ? { itemId: fullSizeItemId, price: halfPrice(fullSizePrice), isFullSize: true }
    : undefined;
}

/** A line's name in the order summary: "Mini" before an item that is not full size (001 §2.4). */
export function lineItemLabel(name: string, isFullSize: boolean): string {
  return isFullSize ? name : `Mini ${name}`;
}
