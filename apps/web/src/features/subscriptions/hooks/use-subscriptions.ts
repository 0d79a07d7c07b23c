import { useCallback, useMemo, useState } from 'react';
import type { SubscriptionView } from '@app/domain/contracts';
import { usePatientData, type Loaded } from '../../../hooks/use-patient-data';
import { listSubscriptions } from '../api/subscriptions-api';

export type SubscriptionsState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; subscriptions: SubscriptionView[] };

export interface Subscriptions {
  state: SubscriptionsState;
  /** Loads them again (Try again after a failed load). */
  reload: () => void;
  /** Puts a change's answer in place of the subscription it changed. */
  replace: (subscription: SubscriptionView) => void;
}

/** The patient's subscriptions as the server has them: loaded on mount, each change's answer replacing its subscription. */
export function useSubscriptions(): Subscriptions {
  // A new loader function is what makes usePatientData load again.
  const [load, setLoad] = useState(() => listSubscriptions);
  const loaded: Loaded<SubscriptionView[]> = usePatientData(load);
  const [changed, setChanged] = useState<ReadonlyMap<number, SubscriptionView>>(new Map());
  const reload = useCallback(() => {
    setChanged(new Map());
    setLoad(() => () => listSubscriptions());
  }, []);
  const replace = useCallback((subscription: SubscriptionView) => setChanged((current) => new Map(current).set(subscription.id, subscription)), []);
  const state = useMemo<SubscriptionsState>(
    () => (loaded.status === 'ready' ? { status: 'ready', subscriptions: loaded.data.map((entry) => changed.get(entry.id) ?? entry) } : loaded),
    [loaded, changed],
  );
  return { state, reload, replace };
}
