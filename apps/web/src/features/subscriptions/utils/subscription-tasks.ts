import type { SubscriptionView } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { paymentProblemAnchor } from './subscription-links';

export interface PatientTask {
  key: string;
  text: string;
  /** Where the patient does it: a page, or `#anchor` on this one. */
  href: string;
}

/** What the subscriptions still need from the patient: a new card for each box whose payment failed. */
export function subscriptionTasksOf(subscriptions: readonly SubscriptionView[]): PatientTask[] {
  return subscriptions
    .filter((subscription) => subscription.paymentProblem !== null)
    .map((subscription) => ({ key: `card-${subscription.id}`, text: MESSAGES.subscriptionDashboard.toDoNewCard, href: `#${paymentProblemAnchor(subscription.id)}` }));
}
