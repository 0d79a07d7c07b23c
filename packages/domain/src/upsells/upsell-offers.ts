import { RX_PRODUCT_IDS } from '../constants/product-ids';
import type { CatalogueCard } from '../contracts/catalogue';
import type { IntroOfferId } from '../contracts/product-selection';
import { INTRO_OFFERS } from '../pricing/intro-offers';
import type { PriceEntry } from '../pricing/order-total';
import type { UpsellOfferId } from '../constants/upsell-offers';
import { UPSELL_OFFERS } from './upsell-steps';

/*
 * The offers made between the recommended routine and the checkout (000 §2, §9; ADR 108): each
 * adds one Rx product to the box being bought, at its own price today and its own price in every
 * later box. They are priced here, so the checkout's summary, the invoice and "Your next box"
 * read them from one place.
 */
export { UPSELL_OFFER_IDS, type UpsellOfferId } from '../constants/upsell-offers';
export { UPSELL_OFFERS, upsellOfStep, type UpsellOfferDefinition } from './upsell-steps';

/** 000 §9: Body Cleanse for $14 now (list $29.95, a 30-day supply), then $19.55 more per later 60-day box. */
export const BODY_CLEANSE_TODAY_CENTS = 1400;
export const BODY_CLEANSE_LIST_CENTS = 2995;
export const BODY_CLEANSE_LATER_CENTS_PER_60_DAYS = 1955;

/** 001 §9: Deep Cleanse is free during the trial, then 1000 cents more per month. */
export const DEEP_CLEANSE_CENTS_PER_MONTH = 1000;

/** 000 §9: Deep Cleanse is offered under trial version 114 only. */
export const DEEP_CLEANSE_TRIAL_VERSION_ID = 114;

/**
 * The Deep Cleanse variants of 000 §2, by the component value or upsell code that chooses them.
 * A code the page does not know moves the flow straight on.
 */
export const DEEP_CLEANSE_UPSELL_CODES = ['Acne Multi Rx Upsell', 'MILD_ACNE_MULTI_RX_UPSELL', 'HYDROTRET_MULTI_RX_UPSELL'] as const;
export type DeepCleanseUpsellCode = (typeof DEEP_CLEANSE_UPSELL_CODES)[number];

/** The Body Cleanse offer's code: one variant. */
export const BODY_CLEANSE_UPSELL_CODE = 'BODY_CLEANSE_UPSELL';

/**
 * An accepted offer as a line of the box: what it costs today (its own line in the first box)
 * and what it adds to each later box of 60 days (halved for a 30-day cadence, as every product
 * of the next box is).
 */
export interface UpsellLine {
  offer: UpsellOfferId;
  /** The catalogue product: a box that holds it already sells it at its card's price instead. */
  productId: number;
  name: string;
  /** The product's catalogue thumbnail, beside its line in the order summary. */
  thumbnailImage: CatalogueCard['thumbnailImage'];
  isRx: boolean;
  /** The item shipped in the first box and whether it is the full size. */
  itemId: number;
  isFullSize: boolean;
  today: PriceEntry;
  /** The item of the later boxes and what it adds to a 60-day box, in cents. */
  laterItemId: number;
  laterCentsPer60Days: number;
}

/** The catalogue items an offer's line is made of: the card's trial size today, its full size later. */
export interface UpsellProduct {
  name: string;
  thumbnailImage: CatalogueCard['thumbnailImage'];
  trialSizeItemId: number;
  fullSizeItemId: number;
}

/**
 * An accepted offer's line (000 §9, 001 §9): Body Cleanse at $14 today against its $29.95 list
 * price and $19.55 a later 60-day box; Deep Cleanse free today ("Upgrade for free") and $10 a
 * month after the trial ends, so $20 a 60-day box.
 */
export function upsellLine(offer: UpsellOfferId, product: UpsellProduct): UpsellLine {
  const common = { offer, productId: UPSELL_OFFERS[offer].productId, name: product.name, thumbnailImage: product.thumbnailImage, isRx: true, itemId: product.trialSizeItemId, isFullSize: false, laterItemId: product.fullSizeItemId };
  if (offer === 'body-cleanse') {
    return {
      ...common,
      today: priceEntry(BODY_CLEANSE_LIST_CENTS, BODY_CLEANSE_TODAY_CENTS),
      laterCentsPer60Days: BODY_CLEANSE_LATER_CENTS_PER_60_DAYS,
    };
  }
  return { ...common, today: priceEntry(0, 0), laterCentsPer60Days: DEEP_CLEANSE_CENTS_PER_MONTH * 2 };
}

function priceEntry(originalAmount: number, finalAmount: number): PriceEntry {
  return { originalAmount, adjustmentAmount: originalAmount - finalAmount, finalAmount };
}

/** What an offer adds to each later box of `everyDays` days: a month's worth per 30 days. */
export function upsellLaterCents(line: Pick<UpsellLine, 'laterCentsPer60Days'>, everyDays: number): number {
  return Math.round((line.laterCentsPer60Days * everyDays) / 60);
}

/** The trial version a brand's sign-up sells under (000 §9 "trial version id"). */
export function trialVersionOf(introOfferId: IntroOfferId): number {
  return INTRO_OFFERS[introOfferId].trialVersionId;
}

/** What decides which offers a box gets: the answers that matter, the box and the trial. */
export interface UpsellEligibilityInput {
  /** Whether the box is the first one of a trial: the offers are sign-up offers. */
  isTrialCheckout: boolean;
  introOfferId: IntroOfferId;
  /** Product ids already in the box: an offer for one of them is not made. */
  productIdsInBox: readonly number[];
  hasBreakouts: boolean;
  hasMoreThanMildAcne: boolean;
  /** Whether the box holds the hydrating tretinoin (its own Deep Cleanse variant). */
  hasHydratingTretinoin: boolean;
}

export interface OfferedUpsell {
  offer: UpsellOfferId;
  code: string;
}

/**
 * The offers a box gets, in the order the flow shows them (ADR 108): Body Cleanse to every trial
 * box without it; Deep Cleanse under trial version 114 to a box without it whose answers tell of
 * breakouts, in the variant the answers and the box call for.
 */
export function offeredUpsells(input: UpsellEligibilityInput): OfferedUpsell[] {
  if (!input.isTrialCheckout) {
    return [];
  }
  const offers: OfferedUpsell[] = [];
  if (!input.productIdsInBox.includes(RX_PRODUCT_IDS.bodyCleanse)) {
    offers.push({ offer: 'body-cleanse', code: BODY_CLEANSE_UPSELL_CODE });
  }
  const deepCleanseCode = deepCleanseCodeFor(input);
  if (deepCleanseCode && trialVersionOf(input.introOfferId) === DEEP_CLEANSE_TRIAL_VERSION_ID && !input.productIdsInBox.includes(RX_PRODUCT_IDS.deepCleanse)) {
    offers.push({ offer: 'deep-cleanse', code: deepCleanseCode });
  }
  return offers;
}

function deepCleanseCodeFor(input: UpsellEligibilityInput): DeepCleanseUpsellCode | undefined {
  if (input.hasHydratingTretinoin) {
    return 'HYDROTRET_MULTI_RX_UPSELL';
  }
  if (input.hasMoreThanMildAcne) {
    return 'Acne Multi Rx Upsell';
  }
  return input.hasBreakouts ? 'MILD_ACNE_MULTI_RX_UPSELL' : undefined;
}
