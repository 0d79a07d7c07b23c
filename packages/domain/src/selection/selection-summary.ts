import type { CatalogueCard, CataloguePrices } from '../contracts/catalogue';
import type { PromotionClaim, PurchaseContext, SelectionFlags } from '../contracts/product-selection';
import { fillTemplate } from '../formatting/fill-template';
import { SELECTION_MESSAGES } from '../messages/selection';
import { cardLine, pricingBasis, type PricedCard } from '../pricing/card-pricing';
import { orderSummary, type OrderSummary, type SummaryProduct } from '../pricing/order-summary';
import { cardItemIds } from './selection-rules';

/** What pricing a selection needs from the selection data (001 §3). */
export interface SelectionPricingData {
  treatmentCategory: 'skin' | 'hair';
  cards: readonly CatalogueCard[];
  prices: CataloguePrices;
  flags: Pick<SelectionFlags, 'isTwoMonthFirstShipment' | 'noTaxOnTrials' | 'priceSummaryHeaderText'>;
  handling: number;
  shipping: number;
  dermatologyConsultation: number;
}

export interface SelectionSummaryInput {
  data: SelectionPricingData;
  selectedItemIds: readonly number[];
  purchaseContext: PurchaseContext;
  claim: PromotionClaim | null;
  /** Estimated tax in cents for this selection. */
  tax: number;
}

/** A selected item priced as its card: a colour option is the card's full size in that colour. */
function pricedCardFor(card: CatalogueCard, itemId: number): PricedCard {
  return { fullSizeItemId: itemId, trialSizeItemId: itemId === card.fullSizeItemId ? card.trialSizeItemId : undefined };
}

/** The selected items as summary products, in selection order; an unpriced item is an error (001 §8). */
export function selectedProducts(input: Omit<SelectionSummaryInput, 'claim' | 'tax'>): SummaryProduct[] {
  const { data } = input;
  const basis = pricingBasis({
    purchaseContext: input.purchaseContext,
    isTwoMonthFirstShipment: data.flags.isTwoMonthFirstShipment,
    category: data.treatmentCategory,
  });
  return input.selectedItemIds.map((itemId) => {
    const card = data.cards.find((candidate) => cardItemIds(candidate).includes(itemId));
    const line = card ? cardLine(pricedCardFor(card, itemId), data.prices, basis) : undefined;
    if (!card || !line) {
      throw new Error(fillTemplate(SELECTION_MESSAGES.selection.missingTrialPrice, { id: itemId }));
    }
    return { name: card.lineItemName, isRx: card.isRx, line };
  });
}

/**
 * The order summary of a selection (001 §2.4, §9): the one function the page shows and the server
 * charges, so the figures on screen are the server's for any selection.
 */
export function summarizeSelection(input: SelectionSummaryInput): OrderSummary {
  const { data } = input;
  return orderSummary({
    products: selectedProducts(input),
    consultation: data.dermatologyConsultation,
    shipping: data.shipping,
    handling: data.handling,
    ...(input.claim ? { promotion: { code: input.claim.code, amount: input.claim.amount } } : {}),
    tax: input.tax,
    showsSalesTaxInsteadOfHandling: data.flags.noTaxOnTrials,
    category: data.treatmentCategory,
    ...(data.flags.priceSummaryHeaderText ? { headerText: data.flags.priceSummaryHeaderText } : {}),
  });
}
