import { addDays, billInstant, type CalendarDate } from './box-schedule';

/**
 * What happens around a box's bill date (issue 13 items 2 and 6): when the patient hears of it,
 * when a declined charge is tried again, and when the subscription gives up and pauses.
 */

/** The "your box bills in 3 days" notice, with its one-tap links and safety check. */
export const BILL_NOTICE_DAYS = 3;
/** A declined charge is tried again this many days after the bill time: after 1, 3 and 5 days. */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;

/** When the notice of the box of `billDate` goes out: three days before it bills, same local hour. */
export function noticeInstant(billDate: CalendarDate, timeZone: string): number {
  return billInstant(addDays(billDate, -BILL_NOTICE_DAYS), timeZone);
}

/**
 * After the `tries`-th declined charge of the box of `billDate`: when to try again, or `undefined`
 * when that was the last try (the first charge and three retries) and the subscription pauses.
 */
export function nextTryAfterDecline(billDate: CalendarDate, timeZone: string, tries: number): number | undefined {
  const days = RETRY_AFTER_DAYS[tries - 1];
  return days === undefined ? undefined : billInstant(addDays(billDate, days), timeZone);
}

/** Charges a box gets before its subscription pauses: the first and each retry. */
export const MAX_CHARGE_TRIES = RETRY_AFTER_DAYS.length + 1;

/** How far the 3-day notice's one-tap "later" link moves a box. */
export const ONE_TAP_POSTPONE_WEEKS = 2;
