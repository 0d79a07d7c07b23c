import { useCallback } from 'react';
import type { SubscriptionView } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { changeText } from '@app/domain/subscriptions';
import { usePatientData } from '../../../hooks/use-patient-data';
import { getSubscriptionHistory } from '../api/subscriptions-api';
import { actorText, instantOf } from '../utils/subscription-text';

const TEXT = MESSAGES.subscriptionHistory;

/** Every change to the subscription, newest first: what, who (You, Your provider, Support, Automatic) and when, in the patient's zone. */
export function SubscriptionHistory({ subscription }: { subscription: SubscriptionView }) {
  // Read again whenever the subscription changes: each change writes its history row.
  const load = useCallback(() => getSubscriptionHistory(subscription.id), [subscription]);
  const loaded = usePatientData(load);

  return (
    <section aria-labelledby={`history-${subscription.id}`} aria-busy={loaded.status === 'loading'}>
      <h3 id={`history-${subscription.id}`}>{TEXT.heading}</h3>
      {loaded.status === 'error' ? <p role="alert">{TEXT.loadError}</p> : null}
      {loaded.status === 'ready' && loaded.data.length === 0 ? <p>{TEXT.empty}</p> : null}
      {loaded.status === 'ready' && loaded.data.length > 0 ? (
        <ol className="subscription__history">
          {loaded.data.map((event, index) => (
            <li key={`${event.at}-${index}`}>
              <span>{changeText(event, subscription.timeZone)}</span>
              <span className="subscription__history-when">
                {actorText(event.actor)} · {instantOf(subscription, event.at)}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
