import { useRef, useState } from 'react';
import type { CancelRequest, SubscriptionView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import type { SubscriptionChanger } from '../hooks/use-subscription-change';
import { billDateOf, isLive } from '../utils/subscription-text';
import { CancelDialog } from './cancel-dialog';
import { ChangeOutcomeMessage } from './change-outcome';

const TEXT = MESSAGES.manageSubscription;

/** Pause (while the box can change), Cancel with a reason (at any time), Reactivate a paused or canceled subscription. */
export function SubscriptionStatusControls({ subscription, changer, isOpen }: { subscription: SubscriptionView; changer: SubscriptionChanger; isOpen: boolean }) {
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const live = isLive(subscription);
  const isBusy = changer.pending !== null;

  async function cancel(request: CancelRequest): Promise<string | null> {
    const refusal = await changer.run('status:cancel', { kind: 'cancel', request }, () => TEXT.canceled, { showsRefusal: false });
    if (refusal === null) {
      setIsCancelOpen(false);
    }
    return refusal;
  }

  return (
    <section aria-labelledby={`status-${subscription.id}`}>
      <h3 id={`status-${subscription.id}`} ref={heading} tabIndex={-1}>
        {TEXT.subscriptionHeading}
      </h3>
      {live ? null : <p>{subscription.status === 'canceled' ? MESSAGES.subscriptionDashboard.canceled : MESSAGES.subscriptionDashboard.paused}</p>}
      <p className="subscription__actions">
        {live ? (
          <>
            <Button variant="secondary" disabled={!isOpen || isBusy} isLoading={changer.pending === 'status:pause'} onClick={() => void changer.run('status:pause', { kind: 'pause' }, () => TEXT.paused)}>
              {TEXT.pause}
            </Button>
            <Button variant="secondary" disabled={isBusy} onClick={() => setIsCancelOpen(true)}>
              {TEXT.cancel}
            </Button>
          </>
        ) : (
          <>
            <Button
              isLoading={changer.pending === 'status:reactivate'}
              disabled={isBusy}
              onClick={() => void changer.run('status:reactivate', { kind: 'reactivate' }, (changed) => fillTemplate(TEXT.reactivated, { date: billDateOf(changed) }))}
            >
              {TEXT.reactivate}
            </Button>
            {subscription.status === 'paused' ? (
              <Button variant="secondary" disabled={isBusy} onClick={() => setIsCancelOpen(true)}>
                {TEXT.cancel}
              </Button>
            ) : null}
          </>
        )}
      </p>
      <ChangeOutcomeMessage outcome={changer.outcomeIn('status')} />
      {isCancelOpen ? (
        <CancelDialog isCanceling={changer.pending === 'status:cancel'} onConfirm={cancel} onClose={() => setIsCancelOpen(false)} returnFocusRef={heading} />
      ) : null}
    </section>
  );
}
