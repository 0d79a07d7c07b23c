import { categoryNameForId } from '@app/domain/constants';
import type { AuditEventView, OperatorAccount, SubscriptionEvent } from '@app/domain/contracts';
import { fillTemplate, writtenCalendarDate, writtenDay, writtenTime } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import type { CancelReason } from '@app/domain/subscriptions';
import { ApiError } from '../../../lib/api-client';

// The operator console's words for what the API answers as codes (ADR 121).

const COMMON = STAFF_MESSAGES.opsCommon;

/** "Teleskin", "Marlow & Finch", or "Brand 3" for a brand the console does not know by name. */
export function brandName(brandId: number): string {
  return COMMON.brands[brandId] ?? fillTemplate(COMMON.otherBrand, { id: brandId });
}

/** "Skin" or "Hair"; the category's number for one the console does not know. */
export function treatmentName(category: number): string {
  const name = categoryNameForId(category);
  return name ? COMMON.treatments[name] : String(category);
}

/** "Jan 10, 2027, 10:05 AM EST": an instant in the operator's zone, which the page names. */
export const consoleTime = (iso: string, timeZone: string): string => writtenTime('staff', iso, timeZone);

/** "Jan 10, 2027": the day of an instant in the operator's zone. */
export const consoleDate = (iso: string, timeZone: string): string => writtenDay('staff', iso, timeZone);

/** "Nov 23, 1992": a calendar date (a date of birth) written as `consoleDate` writes days. */
export const consoleCalendarDate = (date: string): string => writtenCalendarDate('staff', date);

/** An audit row's action in words; an action the console does not know is shown as it is stored. */
export function auditActionText(action: string): string {
  return STAFF_MESSAGES.auditActions[action] ?? action;
}

/** Who an audit row names: "Operator: Sam Ortiz", "System". */
export function auditActorText(event: Pick<AuditEventView, 'actorRole' | 'actorName'>): string {
  const role = STAFF_MESSAGES.opsAudit.roles[event.actorRole];
  if (event.actorRole === 'system') {
    return role;
  }
  return `${role}: ${event.actorName ?? STAFF_MESSAGES.opsAudit.unnamed}`;
}

const isCancelReason = (value: unknown): value is CancelReason =>
  typeof value === 'string' && Object.hasOwn(MESSAGES.cancelReasons, value);

/**
 * Why a subscription changed, as the console shows it: an operator's reason, and a cancellation's
 * reason from the patient's list (the server sends no note: the patient's words). Nothing of a
 * provider's row: their words to the patient are clinical, and the console shows no health data
 * (ADR 119).
 */
export function historyWhy(event: SubscriptionEvent): string {
  const { details } = event;
  if (event.kind === 'canceled') {
    const listed = isCancelReason(details.reason) ? MESSAGES.cancelReasons[details.reason] : '';
    return [listed, typeof details.note === 'string' ? details.note : '']
      .filter(Boolean)
      .join(' — ');
  }
  return event.actor === 'operator' && typeof details.reason === 'string' ? details.reason : '';
}

/** The patient's name as the console heads the page with it; the email when no name was given. */
export const patientTitle = (account: Pick<OperatorAccount, 'firstname' | 'lastname' | 'email'>) =>
  [account.firstname, account.lastname].filter(Boolean).join(' ') || account.email;

/** The server's own words for a patient it cannot show (404), else the page's "could not be loaded". */
export const loadFailureText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 404 ? error.message : fallback;
