import { useCallback, useEffect, useState } from 'react';
import { readScreenData } from '../../../lib/screen-data';

export type ShopData<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * The answer of `GET apiPath`: at once when the server pre-rendered the page with it (ADR 153),
 * so the first render draws what the visitor already sees, else loaded here. `reload` asks again
 * after a failure. A new `apiPath` (another product) loads that one.
 */
export function useShopData<T>(apiPath: string, load: () => Promise<T>): ShopData<T> & { reload: () => void } {
  const [state, setState] = useState<{ path: string; data: ShopData<T> }>(() => initialState(apiPath));
  const [attempt, setAttempt] = useState(0);
  const current = state.path === apiPath ? state.data : initialState<T>(apiPath).data;
  const isReady = current.status === 'ready';
  useEffect(() => {
    if (isReady) {
      return undefined;
    }
    let isCurrent = true;
    load()
      .then((data) => isCurrent && setState({ path: apiPath, data: { status: 'ready', data } }))
      .catch((error: unknown) => isCurrent && setState({ path: apiPath, data: { status: 'error', error } }));
    return () => {
      isCurrent = false;
    };
    // `load` is read for `apiPath`, which names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [apiPath, attempt, isReady]);
  const reload = useCallback(() => {
    setState({ path: apiPath, data: { status: 'loading' } });
    setAttempt((count) => count + 1);
  }, [apiPath]);
  return { ...current, reload };
}

function initialState<T>(apiPath: string): { path: string; data: ShopData<T> } {
  const answer = readScreenData<{ data: T }>(apiPath);
  return { path: apiPath, data: answer === undefined ? { status: 'loading' } : { status: 'ready', data: answer.data } };
}
