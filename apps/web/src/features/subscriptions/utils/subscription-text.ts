import type { SubscriptionEvent, SubscriptionView } from '@app/domain/contracts/subscriptions';
import { fillTemplate } from '@app/domain/formatting/fill-template';
import { MESSAGES } from '@app/domain/messages/en';
import { formatUsd } from '@app/domain/pricing/money';
import { formatBillDate, formatInstant } from '@app/domain/subscriptions/box-dates';

const HISTORY = MESSAGES.subscriptionHistory;

/** "Tuesday, January 12, 2027": the next box's bill date, in the patient's zone. */
export const billDateOf = (subscription: SubscriptionView): string => formatBillDate(subscription.nextBillDate, subscription.timeZone);

/** "Sunday, January 10, 2027 at 10:00 AM EST": the last moment the next box can change, in the patient's zone. */
export const cutoffOf = (subscription: SubscriptionView): string => formatInstant(Date.parse(subscription.changesCloseAt), subscription.timeZone);

/** An instant of the subscription (a retry, a history row) in the patient's zone. */
export const instantOf = (subscription: SubscriptionView, iso: string): string => formatInstant(Date.parse(iso), subscription.timeZone);

/** Whether the subscription sends boxes (the trial counts): paused and canceled ones wait for Reactivate. */
export const isLive = (subscription: SubscriptionView): boolean => subscription.status === 'trialing' || subscription.status === 'active';

/** Who made a change, as the history says it. */
export function actorText(actor: SubscriptionEvent['actor']): string {
  switch (actor) {
    case 'patient':
      return HISTORY.byPatient;
    case 'provider':
      return HISTORY.byProvider;
    case 'operator':
      return HISTORY.byOperator;
    case 'system':
      return HISTORY.bySystem;
  }
}

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
  sooner: HISTORY.sooner,
  skipped: HISTORY.skipped,
  'safety-check-answered': HISTORY['safety-check-answered'],
  held: HISTORY.held,
};

/** What a history row did, with its dates in the patient's zone; a kind this page does not know reads as a plain change. */
export function changeText(event: SubscriptionEvent, timeZone: string): string {
  const { details } = event;
  const text = (key: string) => (typeof details[key] === 'string' ? (details[key] as string) : '');
  const date = (key: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text(key)) ? formatBillDate(text(key), timeZone) : text(key));
  const described = fillTemplate(CHANGE_TEXTS[event.kind] ?? HISTORY.changed, { name: text('name'), from: date('from'), to: date('to'), billDate: date('billDate') });
  const amount = event.kind === 'billed' && typeof details.totalCents === 'number' ? ` (${formatUsd(details.totalCents)})` : '';
  return `${described}${amount}${details.via ? ` ${HISTORY.viaLink}` : ''}`;
}
