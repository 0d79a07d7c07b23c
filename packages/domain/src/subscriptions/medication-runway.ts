import { INTRO_OFFERS, isIntroOfferId } from '../pricing/intro-offers';
import { addDays, daysBetween, type CalendarDate } from './box-schedule';

/**
 * How long the patient's medicine lasts against when the next box arrives (issue 13 item 7): the
 * dashboard's runway meter, and the warning before a postpone or skip would leave a gap.
 */

/** Days from a box billing to it reaching the patient: the pharmacy ships in 2 days, the carrier takes 3 (ADR 110). */
export const EXPECTED_DELIVERY_DAYS = 5;

export interface Runway {
  /** The day the last box's supply runs out. */
  supplyEndsOn: CalendarDate;
  /** The day the next box is expected. */
  nextArrivesOn: CalendarDate;
  /** Days of supply left today (0 when it ran out). */
  daysLeft: number;
  /** Days without medicine before the next box arrives (0 when none). */
  gapDays: number;
}

/**
 * Days of supply of a subscription's first box, which is when its first renewal bills (issue 29
 * item 2): a trial's first shipment as its offer makes it (the trial box's 30 days, a two-month
 * supply's 60 whatever the brand's later cadence), or one cadence for a first box bought as a
 * subscription (no offer). Activation, the runway, and so the dashboard, the 3-day notice and the
 * `.ics` files, all read the date this makes.
 */
export function firstBoxSupplyDays(box: { introOfferId: string | null; cadenceDays: number }): number {
  return isIntroOfferId(box.introOfferId) ? INTRO_OFFERS[box.introOfferId].supplyDays : box.cadenceDays;
}

/** The supply a box holds: the first box's (`firstBoxSupplyDays`), then one cadence. */
export function supplyDaysOf(box: { isFirstBox: boolean; introOfferId: string | null; cadenceDays: number }): number {
  return box.isFirstBox ? firstBoxSupplyDays(box) : box.cadenceDays;
}

/** When the next box, billed on `billDate`, is expected. */
export function arrivalOf(billDate: CalendarDate): CalendarDate {
  return addDays(billDate, EXPECTED_DELIVERY_DAYS);
}

/** Days without medicine if the next box billed on `billDate` (0 when it arrives in time). */
export function gapDaysBefore(supplyEndsOn: CalendarDate, billDate: CalendarDate): number {
  return Math.max(0, daysBetween(supplyEndsOn, arrivalOf(billDate)));
}

/** The runway of the last box (billed on `lastBilledOn`) against the next one, seen on `today`. */
export function runwayOf(input: { lastBilledOn: CalendarDate; supplyDays: number; nextBillDate: CalendarDate; today: CalendarDate }): Runway {
  const supplyEndsOn = addDays(arrivalOf(input.lastBilledOn), input.supplyDays);
  return {
    supplyEndsOn,
    nextArrivesOn: arrivalOf(input.nextBillDate),
    daysLeft: Math.max(0, Math.min(input.supplyDays, daysBetween(input.today, supplyEndsOn))),
    gapDays: gapDaysBefore(supplyEndsOn, input.nextBillDate),
  };
}
