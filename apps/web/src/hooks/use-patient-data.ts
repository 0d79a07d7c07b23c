import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * Loads something of the signed-in patient's (a survey's health history or formulas, the
 * dashboard's visits, a dashboard page's list); `reload` loads it again: after an error through
 * the loading state, otherwise keeping what is shown until the new data arrives.
 */
export function usePatientData<T>(load: () => Promise<T>): Loaded<T> & { reload: () => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    load()
      .then((data) => isCurrent && setState({ status: 'ready', data }))
      .catch(() => isCurrent && setState({ status: 'error' }));
    return () => {
      isCurrent = false;
    };
  }, [load, attempt]);
  const reload = useCallback(() => {
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, reload };
}
