import { addDays, calendarDateIn, instantAt, type CalendarDate } from './box-schedule';
import { DEFAULT_PATIENT_TIME_ZONE } from '../scheduling/time-zones';

/**
 * Price changes of the catalogue (issue 33 item 2, ADRs 160 and 165). An admin sets a product's
 * full-size, trial-size or one-time price for a brand from a date; the code's catalogue stays the first version, and each change
 * overlays it from its date. A checkout reads the prices in effect when it prices the box; a
 * subscriber's box takes a raise only once they were told at least PRICE_RAISE_NOTICE_DAYS before
 * it bills (automatic-renewal laws ask for a clear notice before a renewal costs more).
 */

export const PRICE_RAISE_NOTICE_DAYS = 7;

/**
 * How long after its date the renewals pass still looks for subscribers to tell of a change. Those
 * who bought before the change are told on the first pass after it is set; a checkout after its
 * date pays the new price. The days after catch the rare box sold at the old price late (a checkout
 * priced before midnight and paid after), and keep every pass from rescanning, forever, every
 * subscriber already told of every raise there ever was.
 */
export const PRICE_RAISE_TELLING_DAYS = 31;

/** The zone whose midnight starts a change's date for checkouts (a renewal uses its own bill date). */
export const PRICE_CHANGE_TIME_ZONE = DEFAULT_PATIENT_TIME_ZONE;

/** The highest price an admin may set: $1,000.00. */
export const MAX_CATALOGUE_PRICE_CENTS = 100_000;

/**
 * The catalogue's three prices of an item (ADR 165): in a subscriber's boxes (full size, the only
 * one a renewal bills, so the only one a subscriber is told of), in a trial box, and bought once
 * (the one-time prescription). One item id can have a full-size and a one-time price.
 */
export const CATALOGUE_PRICE_KINDS = ['full-size', 'trial-size', 'one-time'] as const;
export type CataloguePriceKind = (typeof CATALOGUE_PRICE_KINDS)[number];

/** The catalogue's price lists a change lays over (the contracts' CataloguePrices has them). */
interface PriceLists {
  fullSizeItemPrices: Readonly<Record<number, { originalAmount: number; adjustmentAmount: number; finalAmount: number }>>;
  trialSizeItemPrices: PriceLists['fullSizeItemPrices'];
  oneTimeItemPrices: PriceLists['fullSizeItemPrices'];
}

/** Where each kind of price sits in the catalogue's prices. */
export const PRICE_SET_OF_KIND = {
  'full-size': 'fullSizeItemPrices',
  'trial-size': 'trialSizeItemPrices',
  'one-time': 'oneTimeItemPrices',
} as const satisfies Record<CataloguePriceKind, keyof PriceLists>;

/** A price of a brand's item from a date (the newest per item and kind wins). */
export interface PriceChange {
  kind: CataloguePriceKind;
  itemId: number;
  priceCents: number;
  effectiveOn: CalendarDate;
}

/** The instant a change's date begins for checkouts. */
export function priceChangeStartsAt(effectiveOn: CalendarDate): Date {
  return new Date(instantAt(effectiveOn, 0, PRICE_CHANGE_TIME_ZONE));
}

/** The first date a change may take effect when scheduled at `now`: tomorrow, never today (a box may be half-sold). */
export function earliestPriceChangeDate(now: Date): CalendarDate {
  return addDays(calendarDateIn(now.getTime(), PRICE_CHANGE_TIME_ZONE), 1);
}

/**
 * The catalogue's prices with the changes in effect laid over them, each in its kind's prices (a
 * change is a plain price: no sale); a change of an item its kind does not price is left out.
 */
export function pricesWithChanges<Prices extends PriceLists>(base: Prices, changes: readonly PriceChange[]): Prices {
  if (changes.length === 0) {
    return base;
  }
  const prices: Prices = { ...base };
  for (const change of changes) {
    const set = PRICE_SET_OF_KIND[change.kind];
    if (prices[set][change.itemId]) {
      const entry = { originalAmount: change.priceCents, adjustmentAmount: 0, finalAmount: change.priceCents };
      prices[set] = { ...prices[set], [change.itemId]: entry };
    }
  }
  return prices;
}

/**
 * What a subscriber's box bills for an item on `billDate` (ADR 160): the newest change in effect
 * on that date, if it is a cut or the subscriber was told of it at least 7 days before; otherwise
 * the price the item was sold at. A raise the subscriber was not told of in time waits a box.
 */
export function renewalPriceCents(
  soldCents: number,
  change: { priceCents: number; effectiveOn: CalendarDate; noticedOn: CalendarDate | null } | undefined,
  billDate: CalendarDate,
): number {
  if (!change || change.effectiveOn > billDate || change.priceCents === soldCents) {
    return soldCents;
  }
  if (change.priceCents < soldCents) {
    return change.priceCents;
  }
  const toldInTime = change.noticedOn !== null && addDays(change.noticedOn, PRICE_RAISE_NOTICE_DAYS) <= billDate;
  return toldInTime ? change.priceCents : soldCents;
}
