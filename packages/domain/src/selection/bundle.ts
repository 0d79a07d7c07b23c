import type { BundleAddOn, BundleConfig } from '../contracts/bundle';
import type { CatalogueCard } from '../contracts/catalogue';
import type { IntroOfferId } from '../contracts/product-selection';
import { fillTemplate } from '../formatting/fill-template';
import { SELECTION_MESSAGES } from '../messages/selection';
import { formatLineAmount, formatUsd, ZERO_AMOUNT_LABELS } from '../pricing/money';
import type { CardPriceView } from './card-price-view';
import { shipmentEveryDays } from './brand-selection-settings';
import { cardItemIds } from './selection-rules';
import { selectionCardLine, summarizeSelection, summaryHeader, type SelectionPricingData } from './selection-summary';

/** The product-detail page sells the free 30-day trial (001 §2.6), whatever the brand's selection page offers. */
export const BUNDLE_OFFER_ID = 'thirty-day-trial' satisfies IntroOfferId;

/**
 * The product-detail page's free trial (001 §2.6, §3 "Bundle config"): the routine's starting box
 * is the fixed set, the category's other OTC cards are the add-ons, each priced as a line of the
 * trial box, so the page's figures are the ones checkout charges (ADR 107).
 */
export function bundleConfigOf(data: SelectionPricingData, setItemIds: readonly number[], addOnCards: readonly CatalogueCard[]): BundleConfig {
  const lineOf = (card: CatalogueCard, itemId: number) => {
    const line = selectionCardLine(data, card, itemId, 'trial');
    if (!line) {
      throw new Error(fillTemplate(SELECTION_MESSAGES.selection.missingTrialPrice, { id: itemId }));
    }
    return { final: line.price.finalAmount, original: line.price.originalAmount };
  };
  const cardOf = (itemId: number) => data.cards.find((card) => cardItemIds(card).includes(itemId));
  const products = setItemIds.map((itemId) => {
    const card = cardOf(itemId);
    if (!card) {
      throw new Error(fillTemplate(SELECTION_MESSAGES.selection.missingTrialPrice, { id: itemId }));
    }
    return { itemId, name: card.lineItemName, isRx: card.isRx, price: lineOf(card, itemId), image: { url: card.thumbnailImage.url, altText: card.thumbnailImage.alt } };
  });
  const everyDays = shipmentEveryDays(data.flags);
  const addOnProducts: BundleAddOn[] = addOnCards.map((card) => {
    const itemIds = cardItemIds(card);
    return {
      id: card.id,
      name: card.name,
      itemIds,
      price: lineOf(card, itemIds[0]!),
      volume: card.modal.volume,
      cadence: fillTemplate(SELECTION_MESSAGES.bundle.cadence, { days: everyDays }),
      ...(card.rating === undefined ? {} : { rating: card.rating }),
      ...(card.numReviews === undefined ? {} : { numReviews: card.numReviews }),
      carouselImages: card.images.map((image) => ({ url: image.url, altText: image.alt })),
    };
  });
  // What the trial costs besides its products: the summary's fees, as checkout charges them (the
  // handling fee gives way to the estimated tax under noTaxOnTrials).
  const fees = summarizeSelection({ data, selectedItemIds: [], purchaseContext: 'trial', claim: null, tax: 0 }).total.total;
  return {
    offerId: data.introOffer.id,
    shippingPrice: fees,
    setProducts: { itemIds: [...setItemIds], products },
    addOnProducts,
    headerText: summaryHeader(data),
  };
}

/** The add-ons' chosen item ids that the bundle offers, each add-on once, in the bundle's order. */
export function chosenAddOnItemIds(config: BundleConfig, selected: readonly number[]): number[] {
  return config.addOnProducts.flatMap((addOn) => selected.find((itemId) => addOn.itemIds.includes(itemId)) ?? []);
}

/** The trial box of the bundle with these add-ons: the fixed set, then the add-ons. */
export function bundleItemIds(config: BundleConfig, selectedAddOnItemIds: readonly number[]): number[] {
  return [...config.setProducts.itemIds, ...chosenAddOnItemIds(config, selectedAddOnItemIds)];
}

/** What the bundle with these add-ons costs today, before tax and promotions (001 §9 trial total). */
export function bundleTodayCents(config: BundleConfig, selectedAddOnItemIds: readonly number[]): number {
  const chosen = chosenAddOnItemIds(config, selectedAddOnItemIds);
  const addOns = config.addOnProducts.filter((addOn) => addOn.itemIds.some((itemId) => chosen.includes(itemId)));
  const sum = (prices: readonly { price: { final: number } }[]) => prices.reduce((total, entry) => total + entry.price.final, 0);
  return config.shippingPrice + sum(config.setProducts.products) + sum(addOns);
}

/**
 * Why a box is not the bundle (its whole set, then add-ons it offers, each once), or undefined:
 * the product-detail checkout sells nothing else.
 */
export function bundleBoxProblem(config: BundleConfig, itemIds: readonly number[]): string | undefined {
  const expected = bundleItemIds(config, itemIds);
  const isBundle = expected.length === itemIds.length && expected.every((itemId) => itemIds.includes(itemId));
  return isBundle ? undefined : SELECTION_MESSAGES.bundle.notTheBundle;
}

/** A bundle price as the page shows it: FREE at zero, the list price struck through when lowered. */
export function bundlePriceView(price: { final: number; original: number }): CardPriceView {
  return {
    amount: formatLineAmount(price.final, ZERO_AMOUNT_LABELS.item),
    ...(price.original > price.final ? { originalAmount: formatUsd(price.original) } : {}),
  };
}
