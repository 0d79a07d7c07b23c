import { fillTemplate } from '../formatting/fill-template';
import { MESSAGES } from '../messages/en';
import { formatUsd } from '../pricing/money';
import { formatBillDate } from './box-dates';

const HISTORY = MESSAGES.subscriptionHistory;

/** The words of each kind of history row; a kind not listed reads as a plain change. */
const CHANGE_TEXTS: Record<string, string> = {
  started: HISTORY.started,
  billed: HISTORY.billed,
  'payment-failed': HISTORY['payment-failed'],
  paused: HISTORY.paused,
  canceled: HISTORY.canceled,
  reactivated: HISTORY.reactivated,
  resumed: HISTORY.resumed,
  'item-added': HISTORY['item-added'],
  'item-removed': HISTORY['item-removed'],
  postponed: HISTORY.postponed,
  // An operator's chosen date (ADR 119) reads as a move, like the patient's postpone.
  rescheduled: HISTORY.postponed,
  sooner: HISTORY.sooner,
  skipped: HISTORY.skipped,
  'safety-check-answered': HISTORY['safety-check-answered'],
  held: HISTORY.held,
  'first-box-corrected': HISTORY['first-box-corrected'],
};

/** What the words read of a history row (`SubscriptionEvent` of contracts/subscriptions.ts, ADR 148). */
export interface HistoryRow {
  kind: string;
  details: Readonly<Record<string, string | number | null>>;
}

/**
 * What a subscription's history row did, with its dates in the patient's zone (the patient's
 * dashboard and the operator console, ADR 114 and 119). `texts` replaces the words of some kinds
 * for a reader other than the patient.
 */
export function changeText(
  event: HistoryRow,
  timeZone: string,
  texts: Readonly<Record<string, string>> = {},
): string {
  const { details } = event;
  const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : '');
  const date = (key: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(text(key)) ? formatBillDate(text(key), timeZone) : text(key);
  const template = texts[event.kind] ?? CHANGE_TEXTS[event.kind] ?? HISTORY.changed;
  const described = fillTemplate(template, {
    name: text('name'),
    from: date('from'),
    to: date('to'),
    billDate: date('billDate'),
  });
  const amount =
    event.kind === 'billed' && typeof details.totalCents === 'number'
      ? ` (${formatUsd(details.totalCents)})`
      : '';
  return `${described}${amount}${details.via ? ` ${HISTORY.viaLink}` : ''}`;
}
