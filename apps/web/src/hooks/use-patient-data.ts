import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Loads something of the signed-in patient's (a survey's health history or formulas, the
 * dashboard's visits, a dashboard page's list) or of the care team's pages; `reload` loads it
 * again: after an error through the loading state, otherwise keeping what is shown until the new
 * data arrives. `replace` shows data a change answered with, without asking again.
 */
export function usePatientData<T>(load: () => Promise<T>): Loaded<T> & { reload: () => void; replace: (data: T) => void } {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    load()
      .then((data) => isCurrent && setState({ status: 'ready', data }))
      .catch((error: unknown) => isCurrent && setState({ status: 'error', error }));
    return () => {
      isCurrent = false;
    };
  }, [load, attempt]);
  const reload = useCallback(() => {
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    setAttempt((count) => count + 1);
  }, []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, replace };
}
