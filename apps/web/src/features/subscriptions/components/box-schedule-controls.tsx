import { useId, useState } from 'react';
import type { SubscriptionView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { addDays, MAX_POSTPONE_WEEKS, MIN_POSTPONE_WEEKS, gapDaysBefore } from '@app/domain/subscriptions';
import { Button } from '../../../components/ui/button';
import type { SubscriptionChanger } from '../hooks/use-subscription-change';
import { billDateOf } from '../utils/subscription-text';
import { ChangeOutcomeMessage } from './change-outcome';

const TEXT = MESSAGES.manageSubscription;
const WEEK_CHOICES = Array.from({ length: MAX_POSTPONE_WEEKS - MIN_POSTPONE_WEEKS + 1 }, (_, index) => MIN_POSTPONE_WEEKS + index);

/** "Ship one week sooner", "Postpone" by 1 to 12 weeks, "Skip this box". */
export function BoxScheduleControls({ subscription, changer, isOpen }: { subscription: SubscriptionView; changer: SubscriptionChanger; isOpen: boolean }) {
  const [weeks, setWeeks] = useState<number>(MIN_POSTPONE_WEEKS);
  // The medicine runway (issue 13 item 7): the gap a postpone or a skip would leave, said before it is made.
  const gapAfter = (days: number) => gapDaysBefore(subscription.runway.supplyEndsOn, addDays(subscription.nextBillDate, days));
  const postponeGap = gapAfter(weeks * 7);
  const skipGap = gapAfter(subscription.cadenceDays);
  const selectId = useId();
  const moved = (changed: SubscriptionView) => fillTemplate(TEXT.moved, { date: billDateOf(changed) });
  const isDisabled = !isOpen || changer.pending !== null;
  const busy = (key: string) => changer.pending === `schedule:${key}`;

  return (
    <fieldset className="subscription__fieldset">
      <legend>{TEXT.scheduleHeading}</legend>
      <div className="subscription__postpone">
        <div className="field">
          <label htmlFor={selectId} className="field__label">
            {TEXT.postponeLabel}
          </label>
          <select id={selectId} className="field__input field__select" value={weeks} disabled={!isOpen} onChange={(event) => setWeeks(Number(event.target.value))}>
            {WEEK_CHOICES.map((count) => (
              <option key={count} value={count}>
                {fillTemplate(count === 1 ? TEXT.week : TEXT.weeks, { weeks: count })}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" disabled={isDisabled} isLoading={busy('postpone')} onClick={() => void changer.run('schedule:postpone', { kind: 'schedule', request: { change: 'postpone', weeks } }, moved)}>
          {TEXT.postpone}
        </Button>
      </div>
      <p className="subscription__actions">
        <Button variant="secondary" disabled={isDisabled} isLoading={busy('sooner')} onClick={() => void changer.run('schedule:sooner', { kind: 'schedule', request: { change: 'sooner' } }, moved)}>
          {TEXT.sooner}
        </Button>
        <Button variant="secondary" disabled={isDisabled} isLoading={busy('skip')} onClick={() => void changer.run('schedule:skip', { kind: 'schedule', request: { change: 'skip' } }, moved)}>
          {TEXT.skip}
        </Button>
      </p>
      <div aria-live="polite">
        {isOpen && postponeGap > 0 ? (
          <p className="subscription__warning">
            {fillTemplate(TEXT.postponeGap, { weeks: fillTemplate(weeks === 1 ? TEXT.week : TEXT.weeks, { weeks }), days: postponeGap })}
          </p>
        ) : null}
        {isOpen && skipGap > 0 ? <p className="subscription__warning">{fillTemplate(TEXT.skipGap, { days: skipGap })}</p> : null}
      </div>
      <ChangeOutcomeMessage outcome={changer.outcomeIn('schedule')} />
    </fieldset>
  );
}
