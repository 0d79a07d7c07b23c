import { fillTemplate } from '../formatting/fill-template';
import { PATIENT_CARE_MESSAGES } from '../messages/patient-care';
import { CARE_REPLY_OVERDUE_HOURS } from './care-messages';

/**
 * The care team's usual reply time, as the patient reads it on their messages page (issue 14
 * item 3, ADR 120): the median wait for the care team's first answer over a recent window.
 */

/** The window the median is taken over. */
export const REPLY_TIME_WINDOW_DAYS = 30;
/** Fewer answered waits than this in the window say too little: the page shows the promise instead. */
export const REPLY_TIME_MIN_ANSWERS = 5;

const TEXT = PATIENT_CARE_MESSAGES.replyTime;

/**
 * "The care team usually replies within 6 hours": the median rounded up to a whole hour (within
 * an hour below 60 minutes), in days from two days on. Without a median (too few answers), the
 * care team's promise: the hours after which a waiting message is flagged in their queue.
 */
export function usualReplyTimeText(medianMinutes: number | null): string {
  if (medianMinutes === null) {
    return fillTemplate(TEXT.fallback, { count: CARE_REPLY_OVERDUE_HOURS });
  }
  const hours = Math.max(1, Math.ceil(medianMinutes / 60));
  if (hours === 1) {
    return TEXT.withinAnHour;
  }
  if (hours < 48) {
    return fillTemplate(TEXT.withinHours, { count: hours });
  }
  return fillTemplate(TEXT.withinDays, { count: Math.ceil(hours / 24) });
}
