import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import type { Subscriptions } from '../hooks/use-subscriptions';
import { NextBoxPanel } from './next-box-panel';
import type { CardFormSlot } from './payment-problem';
import './subscriptions.css';

const TEXT = MESSAGES.subscriptionDashboard;

/**
 * The dashboard's subscriptions (issue 13 item 4): a "Your next box" panel for each, with the
 * loading, error (and Try again) and no-subscription-yet states.
 */
export function SubscriptionsOverview({ subscriptions, cardForm }: { subscriptions: Subscriptions; cardForm: CardFormSlot }) {
  const { state, reload, replace } = subscriptions;
  switch (state.status) {
    case 'loading':
      return (
        <section className="subscription" aria-label={TEXT.heading} aria-busy="true">
          <p role="status">{TEXT.loading}</p>
        </section>
      );
    case 'error':
      return (
        <section className="subscription" aria-label={TEXT.heading}>
          <p role="alert">
            {TEXT.loadError}{' '}
            <Button variant="link" onClick={reload}>
              {TEXT.retry}
            </Button>
          </p>
        </section>
      );
    case 'ready':
      return state.subscriptions.length === 0 ? (
        <section className="subscription" aria-labelledby="no-subscription-heading">
          <h2 id="no-subscription-heading">{TEXT.heading}</h2>
          <p>{TEXT.empty}</p>
        </section>
      ) : (
        state.subscriptions.map((subscription) => <NextBoxPanel key={subscription.id} subscription={subscription} onChanged={replace} cardForm={cardForm} />)
      );
  }
}
