import type { OneTapLinkView, CancelRequest, ScheduleChangeRequest, SubscriptionEvent, SubscriptionView } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

const base = (subscriptionId: number) => `/api/patient/subscriptions/${subscriptionId}`;
const dataOf = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

/** The patient's subscriptions with the next box, its price and the change cutoff (issue 13). */
export function listSubscriptions(): Promise<SubscriptionView[]> {
  return dataOf(apiRequest<{ data: SubscriptionView[] }>('GET', '/api/patient/subscriptions'));
}

/** Every change to the subscription, newest first, with who made it. */
export function getSubscriptionHistory(subscriptionId: number): Promise<SubscriptionEvent[]> {
  return dataOf(apiRequest<{ data: SubscriptionEvent[] }>('GET', `${base(subscriptionId)}/history`));
}

export interface AddableProduct {
  itemId: number;
  name: string;
  priceCents: number;
}

/** The over-the-counter products the patient may add to the next boxes. */
export function getAddableProducts(subscriptionId: number): Promise<AddableProduct[]> {
  return dataOf(apiRequest<{ data: AddableProduct[] }>('GET', `${base(subscriptionId)}/addable-products`));
}

/** Every change answers the subscription as it now stands; a refusal is an ApiError with the server's words. */
export type SubscriptionChange =
  | { kind: 'schedule'; request: ScheduleChangeRequest }
  | { kind: 'pause' }
  | { kind: 'cancel'; request: CancelRequest }
  | { kind: 'reactivate' }
  | { kind: 'add-item'; itemId: number }
  | { kind: 'remove-item'; itemId: number }
  | { kind: 'retry-payment' };

export function changeSubscription(subscriptionId: number, change: SubscriptionChange): Promise<SubscriptionView> {
  const send = (method: 'POST' | 'DELETE', path: string, body?: unknown) =>
    dataOf(apiRequest<{ data: SubscriptionView }>(method, `${base(subscriptionId)}${path}`, body ?? (method === 'POST' ? {} : undefined)));
  switch (change.kind) {
    case 'schedule':
      return send('POST', '/schedule', change.request);
    case 'cancel':
      return send('POST', '/cancel', change.request);
    case 'add-item':
      return send('POST', '/items', { itemId: change.itemId });
    case 'remove-item':
      return send('DELETE', `/items/${change.itemId}`);
    case 'pause':
    case 'reactivate':
    case 'retry-payment':
      return send('POST', `/${change.kind}`);
  }
}

/** The 3-day notice's one-tap link: what it would do (`describe`, changes nothing) or doing it (`use`). */
export function oneTapLink(action: 'describe' | 'use', token: string): Promise<OneTapLinkView> {
  return dataOf(apiRequest<{ data: OneTapLinkView }>('POST', `/api/one-tap/${action}`, { token }));
}
