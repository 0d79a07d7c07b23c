import { useId, type ReactNode } from 'react';
import type { SubscriptionView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { paymentProblemAnchor } from '../utils/subscription-links';
import { instantOf } from '../utils/subscription-text';

const TEXT = MESSAGES.subscriptionDashboard;

/** Renders the card form the app composes in; `onStored` pays the box with the new card and answers the refusal, if any. */
export type CardFormSlot = (props: { submitLabel: string; onStored: () => Promise<string | undefined> }) => ReactNode;

interface PaymentProblemProps {
  subscription: SubscriptionView & { paymentProblem: NonNullable<SubscriptionView['paymentProblem']> };
  cardForm: CardFormSlot;
  onCardStored: () => Promise<string | undefined>;
}

/**
 * A declined box (ADR 114): the processor's words, when it is tried again (or that tries stopped
 * and the subscription is paused), and a new card, which pays the box at once.
 */
export function PaymentProblem({ subscription, cardForm, onCardStored }: PaymentProblemProps) {
  const headingId = useId();
  const { message, nextTryAt } = subscription.paymentProblem;
  return (
    <section id={paymentProblemAnchor(subscription.id)} className="subscription__problem" aria-labelledby={headingId} tabIndex={-1}>
      <h3 id={headingId}>{TEXT.paymentHeading}</h3>
      <div role="alert">
        <p>{fillTemplate(TEXT.paymentMessage, { message })}</p>
        <p>{nextTryAt ? fillTemplate(TEXT.nextTry, { date: instantOf(subscription, nextTryAt) }) : TEXT.noMoreTries}</p>
      </div>
      <p>{TEXT.updateCard}</p>
      {cardForm({ submitLabel: TEXT.saveCard, onStored: onCardStored })}
    </section>
  );
}
