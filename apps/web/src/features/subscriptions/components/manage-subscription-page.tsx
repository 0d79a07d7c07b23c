import { Link } from 'react-router';
import type { SubscriptionView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { useSubscriptionChange } from '../hooks/use-subscription-change';
import type { Subscriptions } from '../hooks/use-subscriptions';
import { billDateOf, cutoffOf, isLive } from '../utils/subscription-text';
import { BoxPrice } from './box-price';
import { BoxProducts } from './box-products';
import { BoxScheduleControls } from './box-schedule-controls';
import { SubscriptionHistory } from './subscription-history';
import { SubscriptionStatusControls } from './subscription-status-controls';
import './subscriptions.css';

const TEXT = MESSAGES.manageSubscription;

/**
 * `/patient-dashboard/manage-subscription/customize` (issue 13 item 5; where a resubscription ends,
 * ADR 111): each subscription's next box with its products, dates and status controls, open until
 * the cutoff written in the patient's zone, and the history of changes. Every change is the
 * server's at once, so a reload loses nothing.
 */
export function ManageSubscriptionPage({ subscriptions }: { subscriptions: Subscriptions }) {
  const { state, reload, replace } = subscriptions;
  if (state.status === 'loading') {
    return <LoadingScreen />;
  }
  return (
    <section className="page page--narrow" aria-labelledby="customize-heading">
      <h1 id="customize-heading">{TEXT.heading}</h1>
      {state.status === 'error' ? (
        <p role="alert">
          {MESSAGES.subscriptionDashboard.loadError}{' '}
          <Button variant="link" onClick={reload}>
            {MESSAGES.subscriptionDashboard.retry}
          </Button>
        </p>
      ) : (
        <p className="page__intro">{state.subscriptions.length > 0 ? TEXT.intro : TEXT.none}</p>
      )}
      {state.status === 'ready'
        ? state.subscriptions.map((subscription) => <ManagedSubscription key={subscription.id} subscription={subscription} onChanged={replace} />)
        : null}
      <p>
        <Link to="/dashboard">{TEXT.backToDashboard}</Link>
      </p>
    </section>
  );
}

function ManagedSubscription({ subscription, onChanged }: { subscription: SubscriptionView; onChanged: (changed: SubscriptionView) => void }) {
  const changer = useSubscriptionChange(subscription.id, onChanged);
  const live = isLive(subscription);
  const isOpen = live && subscription.canChange;
  const headingId = `box-${subscription.id}`;
  return (
    <section className="subscription" aria-labelledby={headingId}>
      <h2 id={headingId}>{fillTemplate(TEXT.boxHeading, { date: billDateOf(subscription) })}</h2>
      <p className="subscription__date">
        {live ? fillTemplate(isOpen ? TEXT.canChangeUntil : TEXT.closed, { cutoff: cutoffOf(subscription) }) : TEXT.notLive}
      </p>
      <BoxProducts subscription={subscription} changer={changer} isOpen={isOpen} />
      {live ? <BoxPrice price={subscription.nextBox} /> : null}
      <BoxScheduleControls subscription={subscription} changer={changer} isOpen={isOpen} />
      <SubscriptionStatusControls subscription={subscription} changer={changer} isOpen={isOpen} />
      <SubscriptionHistory subscription={subscription} />
    </section>
  );
}
