import { useId } from 'react';
import type { SubscriptionView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { formatBillDate } from '@app/domain/subscriptions';

const TEXT = MESSAGES.subscriptionDashboard;

/**
 * The medication runway (issue 13 item 7): the days of medicine left from the last box against the
 * next box's arrival, and a warning when the next box would arrive after the medicine runs out.
 */
export function RunwayMeter({ subscription }: { subscription: SubscriptionView }) {
  const labelId = useId();
  const { runway, timeZone } = subscription;
  // What the box in use held, as the server's rule for the bill dates says (a two-month first shipment: 60).
  const { supplyDays } = runway;
  const endsOn = formatBillDate(runway.supplyEndsOn, timeZone);
  return (
    <div className="subscription__runway">
      <p id={labelId} className="subscription__note">
        {TEXT.runwayLabel}: {runway.daysLeft > 0 ? fillTemplate(TEXT.runway, { days: runway.daysLeft, date: endsOn }) : TEXT.runwayOut}
      </p>
      <meter aria-labelledby={labelId} min={0} max={supplyDays} low={7} optimum={supplyDays} value={runway.daysLeft} />
      {runway.gapDays > 0 ? (
        <p className="subscription__warning">{fillTemplate(TEXT.runwayGap, { date: formatBillDate(runway.nextArrivesOn, timeZone), days: runway.gapDays })}</p>
      ) : null}
    </div>
  );
}
