import type { SubscriptionView } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';

const TEXT = MESSAGES.subscriptionDashboard;

/** The next box's price as the server priced it: products, estimated tax, the credit that pays part of it, the total. */
export function BoxPrice({ price }: { price: SubscriptionView['nextBox'] }) {
  return (
    <dl className="subscription__price">
      <div>
        <dt>{TEXT.subtotal}</dt>
        <dd>{formatUsd(price.subtotalCents)}</dd>
      </div>
      <div>
        <dt>{TEXT.tax}</dt>
        <dd>{formatUsd(price.taxCents)}</dd>
      </div>
      {price.creditCents > 0 ? (
        <div>
          <dt>{TEXT.credit}</dt>
          <dd>{formatUsd(-price.creditCents)}</dd>
        </div>
      ) : null}
      <div className="subscription__total">
        <dt>{TEXT.total}</dt>
        <dd>{formatUsd(price.totalCents)}</dd>
      </div>
    </dl>
  );
}
