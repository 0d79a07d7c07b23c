import type { CatalogueCard } from '../contracts/catalogue';
import type { PurchaseContext } from '../contracts/product-selection';
import { introOfferCopy } from '../pricing/intro-offers';
import { formatLineAmount, formatUsd, ZERO_AMOUNT_LABELS } from '../pricing/money';
import { selectionCardLine, type SelectionPricingData } from './selection-summary';

/** A card's price as the selection page shows it (001 §2.1): the amount, the list price struck through, the offer's note. */
export interface CardPriceView {
  amount: string;
  originalAmount?: string;
  /** The trial offer's note beside an Rx price, e.g. "(1 month FREE!)". */
  note?: string;
}

/**
 * What a card costs in this box, shown through `itemId` (the selected colour, else the first): the
 * same line the order summary adds up, so a card never shows a price the summary does not.
 * Undefined when the card has no price in this box (it cannot be added).
 */
export function cardPriceView(data: SelectionPricingData, card: CatalogueCard, itemId: number, purchaseContext: PurchaseContext): CardPriceView | undefined {
  const line = selectionCardLine(data, card, itemId, purchaseContext);
  if (!line) {
    return undefined;
  }
  const { price } = line;
  const isOfferedRx = card.isRx && data.checkoutMode === 'Trial' && purchaseContext === 'trial';
  return {
    amount: formatLineAmount(price.finalAmount, ZERO_AMOUNT_LABELS.item),
    ...(price.adjustmentAmount > 0 ? { originalAmount: formatUsd(price.originalAmount) } : {}),
    ...(isOfferedRx ? { note: introOfferCopy(data.introOffer.id).priceNote } : {}),
  };
}
