import { addDays, CHANGE_CUTOFF_DAYS, daysBetween, type CalendarDate } from '../subscriptions/box-schedule';

/**
 * The operator console's rules (issue 14 item 4, ADR 119), checked by the console's forms and by
 * the server with the same functions.
 */

/** Every fix needs the operator's reason: kept in the audit trail (and the subscription's history). */
export const OPERATOR_REASON_MAX_LENGTH = 500;

/** The reason as kept (trimmed), or undefined when it is empty or longer than the limit. */
export function checkedReason(raw: string): string | undefined {
  const reason = raw.trim();
  return reason.length >= 1 && reason.length <= OPERATOR_REASON_MAX_LENGTH ? reason : undefined;
}

/** Shortest search text: three characters, what a trigram index can look up (ADR 119). */
export const PATIENT_SEARCH_MIN_LENGTH = 3;
export const PATIENT_SEARCH_MAX_LENGTH = 100;
/** The most patients one search answers; a longer list means the text should be more precise. */
export const PATIENT_SEARCH_LIMIT = 25;

/** What a search text is matched as: the lower-case text against emails and names, its digits against phones. */
export interface PatientSearchTerms {
  text: string;
  /** The phone digits to look for (a leading US country code 1 dropped), or undefined when the text is no phone. */
  digits: string | undefined;
}

const PHONE_LIKE = /^[\d\s()+.-]+$/;

/** The terms of a search text, or undefined when it is too short to search (fewer than three characters). */
export function patientSearchTermsOf(raw: string): PatientSearchTerms | undefined {
  const text = raw.trim().toLowerCase();
  if (text.length < PATIENT_SEARCH_MIN_LENGTH) {
    return undefined;
  }
  const allDigits = text.replace(/\D/g, '');
  const isPhone = PHONE_LIKE.test(text) && allDigits.length >= PATIENT_SEARCH_MIN_LENGTH;
  const digits = isPhone && allDigits.length === 11 && allDigits.startsWith('1') ? allDigits.slice(1) : allDigits;
  return { text, digits: isPhone ? digits : undefined };
}

/**
 * How far ahead an operator may set a box's bill date: a year. Further is a pause, not a date.
 */
export const OPERATOR_BILL_DATE_MAX_DAYS_AHEAD = 365;

export type BillDateRefusal = 'notADate' | 'tooSoon' | 'tooLate';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The earliest date an operator may set: like a reactivation, the patient keeps a day to change the box (ADR 114). */
export function earliestOperatorBillDate(today: CalendarDate): CalendarDate {
  return addDays(today, CHANGE_CUTOFF_DAYS + 1);
}

/**
 * Why an operator cannot bill the next box on `date` (`today` in the patient's zone), or undefined:
 * it must be a real calendar date, at least three days ahead (the two-day change cutoff plus a day
 * the patient can still change the box, as after a reactivation), and at most a year ahead.
 */
export function operatorBillDateRefusal(date: string, today: CalendarDate): BillDateRefusal | undefined {
  if (!DATE_PATTERN.test(date)) {
    return 'notADate';
  }
  let days: number;
  try {
    days = daysBetween(today, date);
  } catch {
    return 'notADate';
  }
  if (date < earliestOperatorBillDate(today)) {
    return 'tooSoon';
  }
  return days > OPERATOR_BILL_DATE_MAX_DAYS_AHEAD ? 'tooLate' : undefined;
}

/** Whether `amountCents` can be refunded from a charge with `leftCents` not yet refunded. */
export function isRefundable(amountCents: number, leftCents: number): boolean {
  return Number.isInteger(amountCents) && amountCents >= 1 && amountCents <= leftCents;
}
