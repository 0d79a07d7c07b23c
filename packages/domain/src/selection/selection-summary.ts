import type { CatalogueCard, CataloguePrices } from '../contracts/catalogue';
import type { CheckoutMode, IntroOfferId, PromotionClaim, PurchaseContext, SelectionFlags } from '../contracts/product-selection';
import { fillTemplate } from '../formatting/fill-template';
import { SELECTION_MESSAGES } from '../messages/selection';
import { cardLine, pricingBasis, type CardLine, type PricedCard } from '../pricing/card-pricing';
import { introOfferRxPrice } from '../pricing/intro-offers';
import { halfOf } from '../pricing/money';
import { promotionEffect } from '../pricing/promotion-effects';
import { ORDER_SUMMARY_LABELS, orderSummary, type OrderSummary, type SummaryProduct } from '../pricing/order-summary';
import { shipmentEveryDays } from './brand-selection-settings';
import { cardItemIds } from './selection-rules';
import { boxPriceCents } from '../subscriptions/box-products';
import { upsellLaterCents, type UpsellLine } from '../upsells/upsell-offers';

/** What pricing a selection needs from the selection data (001 §3). */
export interface SelectionPricingData {
  treatmentCategory: 'skin' | 'hair';
  checkoutMode: CheckoutMode;
  introOffer: { id: IntroOfferId };
  cards: readonly CatalogueCard[];
  prices: CataloguePrices;
  flags: Pick<SelectionFlags, 'isTwoMonthFirstShipment' | 'noTaxOnTrials' | 'priceSummaryHeaderText' | 'agencySmallBottlesInSignUp'>;
  handling: number;
  shipping: number;
  dermatologyConsultation: number;
  /** Offers accepted for this box (ADR 108): each its own line today and a sum in every later box. */
  upsells?: readonly UpsellLine[];
  /** The patient's usable account credit (ADR 109), which pays toward today's total. */
  creditCents?: number;
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

/** The card a selected full-size item id belongs to. */
export function cardOfItem(cards: readonly CatalogueCard[], itemId: number): CatalogueCard | undefined {
  return cards.find((candidate) => cardItemIds(candidate).includes(itemId));
}

/**
 * A card's line in this box: its catalogue price at the box's basis, and in a trial's first
 * shipment of full sizes the trial offer's Rx price (001 §1).
 */
export function selectionCardLine(data: SelectionPricingData, card: CatalogueCard, itemId: number, purchaseContext: PurchaseContext): CardLine | undefined {
  const basis = pricingBasis({
    purchaseContext,
    isTwoMonthFirstShipment: data.flags.isTwoMonthFirstShipment,
    category: data.treatmentCategory,
  });
  const line = cardLine(pricedCardFor(card, itemId), data.prices, basis);
  if (line && card.isRx && basis === 'full-size' && data.checkoutMode === 'Trial' && purchaseContext === 'trial') {
    return { ...line, price: introOfferRxPrice(line.price, data.introOffer.id) };
  }
  return line;
}

/**
 * The selected items as summary products, in selection order, then the accepted offers' lines;
 * an unpriced item is an error (001 §8).
 */
export function selectedProducts(input: Omit<SelectionSummaryInput, 'claim' | 'tax'>): SummaryProduct[] {
  const products = input.selectedItemIds.map((itemId) => {
    const card = cardOfItem(input.data.cards, itemId);
    const line = card ? selectionCardLine(input.data, card, itemId, input.purchaseContext) : undefined;
    if (!card || !line) {
      throw new Error(fillTemplate(SELECTION_MESSAGES.selection.missingTrialPrice, { id: itemId }));
    }
    return { name: card.lineItemName, isRx: card.isRx, line };
  });
  const upsells = upsellsOfBox(input.data, input.selectedItemIds).map((upsell) => ({
    name: upsell.name,
    isRx: upsell.isRx,
    line: { itemId: upsell.itemId, price: upsell.today, isFullSize: upsell.isFullSize },
  }));
  return [...products, ...upsells];
}

/** What the order summary shows beside a product's line: its thumbnail and, for a card, its volume. */
export interface SummaryProductLook {
  thumbnailImage: CatalogueCard['thumbnailImage'];
  volume?: string;
}

/**
 * The look of each line of `selectedProducts`, in the same order: the selected cards', then the
 * accepted offers' (their catalogue thumbnails, issue 29).
 */
export function summaryProductLooks(data: Pick<SelectionPricingData, 'upsells' | 'cards'>, selectedItemIds: readonly number[]): (SummaryProductLook | undefined)[] {
  const cards = selectedItemIds.map((itemId) => {
    const card = cardOfItem(data.cards, itemId);
    return card ? { thumbnailImage: card.thumbnailImage, volume: card.modal.volume } : undefined;
  });
  return [...cards, ...upsellsOfBox(data, selectedItemIds).map((upsell) => ({ thumbnailImage: upsell.thumbnailImage }))];
}

/**
 * The accepted offers that price into this box: an offer whose product the box already holds
 * (added from its card after the offer) is sold at the card's price, once.
 */
export function upsellsOfBox(data: Pick<SelectionPricingData, 'upsells' | 'cards'>, selectedItemIds: readonly number[]): readonly UpsellLine[] {
  const productIds = new Set(selectedItemIds.map((itemId) => cardOfItem(data.cards, itemId)?.id));
  return (data.upsells ?? []).filter((upsell) => !productIds.has(upsell.productId));
}

/** The summary's header (001 §2.4): the brand's override, else "30-day trial box" for a trial and "Your box" otherwise. */
export function summaryHeader(data: Pick<SelectionPricingData, 'flags' | 'checkoutMode'>): string {
  return data.flags.priceSummaryHeaderText ?? (data.checkoutMode === 'Trial' ? ORDER_SUMMARY_LABELS.trialBox : ORDER_SUMMARY_LABELS.yourBox);
}

/**
 * The order summary of a selection (001 §2.4, §9): the one function the page shows and the server
 * charges, so the figures on screen are the server's for any selection.
 */
export function summarizeSelection(input: SelectionSummaryInput): OrderSummary {
  const { data } = input;
  const { products, promotion } = promotionEffect(selectedProducts(input), input.claim, data.treatmentCategory);
  return orderSummary({
    products,
    consultation: data.dermatologyConsultation,
    shipping: data.shipping,
    handling: data.handling,
    ...(promotion ? { promotion } : {}),
    tax: input.tax,
    credit: data.creditCents ?? 0,
    showsSalesTaxInsteadOfHandling: data.flags.noTaxOnTrials,
    category: data.treatmentCategory,
    headerText: summaryHeader(data),
  });
}

/**
 * What the estimated sales tax of a selection is charged on: its products after the promotion
 * (never below 0); fees are not taxed.
 */
export function selectionTaxableCents(input: Omit<SelectionSummaryInput, 'tax'>): number {
  const { products } = promotionEffect(selectedProducts(input), input.claim, input.data.treatmentCategory);
  const items = products.reduce((sum, product) => sum + product.line.price.finalAmount, 0);
  const { discount } = summarizeSelection({ ...input, tax: 0 }).total;
  return Math.max(0, items - discount);
}

/** "Your next box": what the subscription bills after the first box, before tax and discounts (001 §1, §9). */
export interface NextBox {
  /** Billed every `everyDays` days, in cents. */
  amount: number;
  everyDays: number;
  /** The monthly equivalent: half of a 60-day box (001 §9), the whole of a 30-day one. */
  monthly: number;
}

/**
 * The box that follows the first one: every selected product at its regular full-size price
 * (no trial offer), every 60 days, or as small bottles every 30 days at half (001 §9), and what
 * each accepted offer adds to a box of that length (ADR 108). A one-time cart has none.
 */
export function nextBox(data: SelectionPricingData, selectedItemIds: readonly number[]): NextBox | undefined {
  if (data.checkoutMode === 'Cart') {
    return undefined;
  }
  const fullSizeTotal = selectedItemIds.reduce((sum, itemId) => sum + (data.prices.fullSizeItemPrices[itemId]?.finalAmount ?? 0), 0);
  const everyDays = shipmentEveryDays(data.flags);
  // Each product at its own box price, as the subscription stores it (`boxPriceCents`): halving
  // the small bottles' sum instead could differ from what the renewal charges by a cent.
  const products = selectedItemIds.reduce((sum, itemId) => sum + boxPriceCents(data.prices.fullSizeItemPrices[itemId]?.finalAmount ?? 0, everyDays), 0);
  const upsellsFor = (days: number) => upsellsOfBox(data, selectedItemIds).reduce((sum, upsell) => sum + upsellLaterCents(upsell, days), 0);
  return { amount: products + upsellsFor(everyDays), everyDays, monthly: halfOf(fullSizeTotal) + upsellsFor(30) };
}
