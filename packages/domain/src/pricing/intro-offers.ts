import { TRIAL_DAYS, TWO_MONTH_SUPPLY_DAYS } from '../checkout/subscription-schedule';
import type { IntroOffer, IntroOfferId } from '../contracts/product-selection';
import type { PriceEntry } from './order-total';

/**
 * The trial offers of 001 §1, each with its copy of §9. A brand sells its sign-up under one of
 * them (issue 10 item 2). What an offer changes is its first shipment only:
 * - the 30-day trial box ships trial sizes; the Rx trial size is free, the patient pays shipping
 *   and handling;
 * - the two two-month offers ship full sizes (the brand's first shipment is two-month) and lower
 *   the Rx products' full-size price of that first shipment: to half, or to $19.95.
 * Later boxes are priced at the catalogue's full-size prices.
 */
export interface IntroOfferDefinition extends IntroOffer {
  /** Whether the first shipment is a two-month supply of full sizes (the isTwoMonthFirstShipment flag). */
  isTwoMonthFirstShipment: boolean;
  /**
   * Days the first shipment lasts, whatever the brand's later cadence: the trial box's 30, or a
   * two-month supply's 60. The first renewal bills when they run out (`firstBoxSupplyDays`).
   */
  supplyDays: number;
  /** The trial version id the offer is sold under (000 §9: the Deep Cleanse upsell shows for 114). */
  trialVersionId: number;
  /** How the first shipment's Rx full-size price is lowered. */
  rxFirstShipment: { kind: 'regular' } | { kind: 'percent-off'; percent: number } | { kind: 'fixed-price'; cents: number };
}

/** 001 §9's 19.95 Rx price, in cents. */
export const TWO_MONTH_RX_PRICE_CENTS = 1995;

export const INTRO_OFFERS: Readonly<Record<IntroOfferId, IntroOfferDefinition>> = {
  'thirty-day-trial': {
    id: 'thirty-day-trial',
    priceNote: '(1 month FREE!)',
    trialVersionId: 114,
    isTwoMonthFirstShipment: false,
    supplyDays: TRIAL_DAYS,
    rxFirstShipment: { kind: 'regular' },
  },
  'two-month-half-off': {
    id: 'two-month-half-off',
    priceNote: '(50% off)',
    footnote: '*50% off a 2-month supply. Applies only to your first shipment. Subject to consultation. New subscribers only.',
    trialVersionId: 115,
    isTwoMonthFirstShipment: true,
    supplyDays: TWO_MONTH_SUPPLY_DAYS,
    rxFirstShipment: { kind: 'percent-off', percent: 50 },
  },
  'two-month-rx-1995': {
    id: 'two-month-rx-1995',
    // A two-month supply for $19.95 is more than a month free.
    priceNote: '(1+ month FREE!)',
    trialVersionId: 116,
    isTwoMonthFirstShipment: true,
    supplyDays: TWO_MONTH_SUPPLY_DAYS,
    rxFirstShipment: { kind: 'fixed-price', cents: TWO_MONTH_RX_PRICE_CENTS },
  },
};

/** Whether a stored offer id (a subscription's, a snapshot's) is one of the offers. */
export function isIntroOfferId(id: string | null | undefined): id is IntroOfferId {
  // The offers' own keys, not the contract's list: the checkout's chunks load no zod (issue 11's budget).
  return id != null && Object.hasOwn(INTRO_OFFERS, id);
}

/** The offer as the selection page shows it: id, price note and small print. */
export function introOfferCopy(id: IntroOfferId): IntroOffer {
  const { priceNote, footnote } = INTRO_OFFERS[id];
  return { id, priceNote, ...(footnote ? { footnote } : {}) };
}

/**
 * An Rx full-size price in the first shipment of a trial under `id`: the offer's lower final
 * amount, with the difference from the list price as the adjustment (so the list price shows
 * struck through). An offer never raises a price.
 */
export function introOfferRxPrice(price: PriceEntry, id: IntroOfferId): PriceEntry {
  const rule = INTRO_OFFERS[id].rxFirstShipment;
  let finalAmount = price.finalAmount;
  if (rule.kind === 'percent-off') {
    // The discount rounded half up, in integer arithmetic.
    finalAmount = price.finalAmount - Math.floor((price.finalAmount * rule.percent + 50) / 100);
  } else if (rule.kind === 'fixed-price') {
    finalAmount = Math.min(price.finalAmount, rule.cents);
  }
  return { originalAmount: price.originalAmount, adjustmentAmount: price.originalAmount - finalAmount, finalAmount };
}
