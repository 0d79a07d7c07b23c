import type { OperatorSubscription } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatUsd } from '@app/domain/pricing';
import { formatBillDate, changeText } from '@app/domain/subscriptions';
import { Button } from '../../../components/ui/button';
import { zoneName } from '../../../lib/time-zones';
import { consoleTime, historyWhy, treatmentName } from '../utils/console-text';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { ConsoleSection, Terms } from './console-parts';
import { subscriptionHeadingId } from './subscription-dialogs';

const TEXT = STAFF_MESSAGES.opsSubscriptions;
/** The history's words where the patient's page speaks to the patient ("your provider"). */
const HISTORY_TEXTS = { held: TEXT.held };

export type SubscriptionFix = 'date' | 'skip' | 'cancel';

function statusText(subscription: OperatorSubscription): string {
  if (subscription.status === 'paused' && subscription.pauseReason === 'payment-failed') {
    return TEXT.pausedForPayment;
  }
  if (subscription.status === 'canceled' && subscription.cancelReason) {
    const listed =
      (MESSAGES.cancelReasons as Record<string, string>)[subscription.cancelReason] ??
      subscription.cancelReason;
    return fillTemplate(TEXT.canceledBecause, { reason: listed });
  }
  return TEXT.statuses[subscription.status];
}

interface SubscriptionsSectionProps {
  subscriptions: readonly OperatorSubscription[];
  timeZone: string;
  onFix: (fix: SubscriptionFix, subscriptionId: number) => void;
}

/** Each subscription: its next box (date, products, price), its history (who, when, why), and support's fixes. */
export function SubscriptionsSection({
  subscriptions,
  timeZone,
  onFix,
}: SubscriptionsSectionProps) {
  return (
    <ConsoleSection id="ops-subscriptions" title={TEXT.heading}>
      {subscriptions.length === 0 ? <p>{TEXT.empty}</p> : null}
      {subscriptions.map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          timeZone={timeZone}
          onFix={(fix) => onFix(fix, subscription.id)}
        />
      ))}
    </ConsoleSection>
  );
}

function SubscriptionCard({
  subscription,
  timeZone,
  onFix,
}: {
  subscription: OperatorSubscription;
  timeZone: string;
  onFix: (fix: SubscriptionFix) => void;
}) {
  const isLive = subscription.status === 'trialing' || subscription.status === 'active';
  const box = subscription.nextBox;
  const patientZone = zoneName(subscription.timeZone);
  return (
    <article className="ops-item" aria-labelledby={subscriptionHeadingId(subscription.id)}>
      <div className="card__header">
        <h3 id={subscriptionHeadingId(subscription.id)} tabIndex={-1}>
          {fillTemplate(TEXT.title, { treatment: treatmentName(subscription.treatmentCategory) })}
        </h3>
        <span className="card__status">{statusText(subscription)}</span>
      </div>
      {subscription.paymentProblem ? (
        <p className="ops-warning">
          {fillTemplate(TEXT.paymentProblem, { message: subscription.paymentProblem.message })}
        </p>
      ) : null}
      {subscription.heldForReview ? <p className="ops-warning">{TEXT.heldForReview}</p> : null}
      <Terms
        items={[
          {
            term: TEXT.nextBill,
            detail: fillTemplate(TEXT.patientZone, {
              date: formatBillDate(subscription.nextBillDate, subscription.timeZone),
              zone: patientZone,
            }),
          },
          { term: TEXT.changesClose, detail: consoleTime(subscription.changesCloseAt, timeZone) },
          {
            term: TEXT.nextBoxPrice,
            detail: `${formatUsd(box.totalCents)} (${fillTemplate(TEXT.priceDetail, { subtotal: formatUsd(box.subtotalCents), tax: formatUsd(box.taxCents), credit: formatUsd(box.creditCents) })})`,
          },
          { term: TEXT.items, detail: <ItemList subscription={subscription} /> },
        ]}
      />
      {isLive ? (
        <div
          className="ops-actions"
          role="group"
          aria-labelledby={subscriptionHeadingId(subscription.id)}
        >
          <Button variant="secondary" onClick={() => onFix('date')}>
            {TEXT.setDate}
          </Button>
          <Button variant="secondary" onClick={() => onFix('skip')}>
            {TEXT.skip}
          </Button>
          <Button variant="secondary" onClick={() => onFix('cancel')}>
            {TEXT.cancel}
          </Button>
        </div>
      ) : null}
      <h4>{TEXT.history}</h4>
      <SubscriptionHistoryTable subscription={subscription} timeZone={timeZone} />
    </article>
  );
}

function ItemList({ subscription }: { subscription: OperatorSubscription }) {
  return (
    <ul className="ops-plain-list">
      {subscription.items.map((item) => (
        <li key={item.itemId}>
          {item.name}
          {item.isRx ? ` (${TEXT.rx})` : ''}: {formatUsd(item.priceCents)}
        </li>
      ))}
    </ul>
  );
}

function SubscriptionHistoryTable({
  subscription,
  timeZone,
}: {
  subscription: OperatorSubscription;
  timeZone: string;
}) {
  if (subscription.history.length === 0) {
    return <p>{TEXT.historyEmpty}</p>;
  }
  return (
    <ScrollTable
      id={`ops-history-${subscription.id}`}
      caption={TEXT.historyCaption}
      isCaptionHidden
    >
      <thead>
        <tr>
          <th scope="col">{TEXT.columns.what}</th>
          <th scope="col">{TEXT.columns.who}</th>
          <th scope="col">{TEXT.columns.when}</th>
          <th scope="col">{TEXT.columns.why}</th>
        </tr>
      </thead>
      <tbody>
        {subscription.history.map((event, index) => (
          <tr key={`${event.at}-${index}`}>
            <td>{changeText(event, subscription.timeZone, HISTORY_TEXTS)}</td>
            <td>{TEXT.actors[event.actor]}</td>
            <td>{consoleTime(event.at, timeZone)}</td>
            <td>{historyWhy(event)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
