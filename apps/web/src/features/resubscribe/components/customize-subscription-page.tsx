import { Link } from 'react-router';
import type { SubscriptionView } from '@app/domain/contracts/subscriptions';
import { fillTemplate } from '@app/domain/formatting/fill-template';
import { MESSAGES } from '@app/domain/messages/en';
import { formatUsd } from '@app/domain/pricing/money';
import './resubscribe-shop.css';

const TEXT = MESSAGES.resubscribe;
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * `/patient-dashboard/manage-subscription/customize`, where a resubscription ends (000 §2): until
 * the issue that lets a subscriber change their box, it honestly shows what each running
 * subscription sends and when, and says that changing it here comes later (ADR 111).
 */
export function CustomizeSubscriptionPage({ subscriptions }: { subscriptions: readonly SubscriptionView[] }) {
  const running = subscriptions.filter((subscription) => subscription.status !== 'canceled');
  return (
    <section className="page page--narrow" aria-labelledby="customize-heading">
      <h1 id="customize-heading">{TEXT.customizeHeading}</h1>
      <p className="page__intro">{running.length > 0 ? TEXT.customizeIntro : TEXT.customizeNone}</p>
      {running.map((subscription) => (
        <section key={subscription.id} aria-label={fillTemplate(TEXT.nextBox, { date: dateOf(subscription.nextBillAt) })}>
          <h2>{fillTemplate(TEXT.nextBox, { date: dateOf(subscription.nextBillAt) })}</h2>
          <ul className="resubscribe-shop__lines">
            {subscription.items.map((item) => (
              <li key={item.itemId}>
                <span>{item.name}</span> <span>{formatUsd(item.priceCents)}</span>
              </li>
            ))}
          </ul>
          <p>{fillTemplate(TEXT.everyDays, { days: subscription.cadenceDays })}</p>
        </section>
      ))}
      <p>
        <Link to="/dashboard">{TEXT.backToDashboard}</Link>
      </p>
    </section>
  );
}
