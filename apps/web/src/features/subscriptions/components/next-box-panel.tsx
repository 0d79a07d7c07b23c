import { useId } from 'react';
import { Link } from 'react-router';
import { categoryNameForId } from '@app/domain/constants';
import type { SubscriptionView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { useSubscriptionChange } from '../hooks/use-subscription-change';
import { MANAGE_SUBSCRIPTION_PATH, SAFETY_CHECK_PATH } from '../utils/subscription-links';
import { RunwayMeter } from './runway-meter';
import { billDateOf, cutoffOf, isLive } from '../utils/subscription-text';
import { BoxPrice } from './box-price';
import { ChangeOutcomeMessage } from './change-outcome';
import { PaymentProblem, type CardFormSlot } from './payment-problem';

const TEXT = MESSAGES.subscriptionDashboard;

/** "Your next skin box", or "Your next box" for a category without a name. */
export function nextBoxHeading(subscription: SubscriptionView): string {
  const category = categoryNameForId(subscription.treatmentCategory);
  return category ? fillTemplate(TEXT.headingOf, { category }) : TEXT.heading;
}

interface NextBoxPanelProps {
  subscription: SubscriptionView;
  onChanged: (changed: SubscriptionView) => void;
  cardForm: CardFormSlot;
}

/**
 * The dashboard's "Your next box" (issue 13 item 4): when it bills, what it holds, what it costs and
 * until when it can change, all in the patient's zone; Reactivate when paused or canceled; a
 * declined payment with a new card that pays the box at once.
 */
export function NextBoxPanel({ subscription, onChanged, cardForm }: NextBoxPanelProps) {
  const headingId = useId();
  const changer = useSubscriptionChange(subscription.id, onChanged);
  const live = isLive(subscription);
  const paid = (changed: SubscriptionView) => fillTemplate(TEXT.paid, { date: billDateOf(changed) });
  const retryPayment = async () => (await changer.run('retry', { kind: 'retry-payment' }, paid, { showsRefusal: false })) ?? undefined;
  const reactivate = () => void changer.run('reactivate', { kind: 'reactivate' }, (changed) => fillTemplate(TEXT.reactivated, { date: billDateOf(changed) }));

  return (
    <section className="subscription" aria-labelledby={headingId}>
      <h2 id={headingId}>{nextBoxHeading(subscription)}</h2>
      {subscription.paymentProblem ? (
        <PaymentProblem subscription={{ ...subscription, paymentProblem: subscription.paymentProblem }} cardForm={cardForm} onCardStored={retryPayment} />
      ) : null}
      {live ? (
        <>
          <p className="subscription__date">{fillTemplate(subscription.paymentProblem ? TEXT.dueSince : TEXT.billsOn, { date: billDateOf(subscription) })}</p>
          <p className="subscription__note">{fillTemplate(TEXT.everyDays, { days: subscription.cadenceDays })}</p>
          <p className="subscription__note">{fillTemplate(subscription.canChange ? TEXT.changesCloseOn : TEXT.changesClosedOn, { cutoff: cutoffOf(subscription) })}</p>
        </>
      ) : (
        <p className="subscription__state">{subscription.status === 'canceled' ? TEXT.canceled : TEXT.paused}</p>
      )}
      <ul className="subscription__items">
        {subscription.items.map((item) => (
          <li key={item.itemId}>{item.name}</li>
        ))}
      </ul>
      {live ? <BoxPrice price={subscription.nextBox} /> : null}
      {live ? <RunwayMeter subscription={subscription} /> : null}
      {live && subscription.heldForReview ? (
        <p role="status" className="subscription__warning">
          {TEXT.held}
        </p>
      ) : null}
      {live && !subscription.heldForReview ? (
        <p className="subscription__note">
          <Link to={`${SAFETY_CHECK_PATH}/${subscription.id}`}>{subscription.safetyCheck.answered ? TEXT.safetyCheckDone : TEXT.safetyCheck}</Link>
        </p>
      ) : null}
      <ChangeOutcomeMessage outcome={changer.outcome} />
      <p className="subscription__actions">
        {!live && subscription.pauseReason !== 'payment-failed' ? (
          <Button onClick={reactivate} isLoading={changer.pending === 'reactivate'}>
            {TEXT.reactivate}
          </Button>
        ) : null}
        <Link to={MANAGE_SUBSCRIPTION_PATH} className={live ? 'button button--primary' : 'button button--secondary'}>
          {TEXT.manage}
        </Link>
      </p>
    </section>
  );
}
