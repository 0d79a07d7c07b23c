import type { SubscriptionEvent, SubscriptionView } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { formatBillDate, formatInstant } from '@app/domain/subscriptions';

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
