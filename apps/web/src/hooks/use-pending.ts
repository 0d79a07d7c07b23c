import { useCallback, useState } from 'react';

/**
 * Runs an action and says whether it is still under way, for a button's loading state. The flag
 * drops whether the action succeeds or throws; the caller handles the error.
 */
export function usePending(): [isPending: boolean, run: (action: () => Promise<unknown>) => Promise<void>] {
  const [isPending, setIsPending] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    setIsPending(true);
    try {
      await action();
    } finally {
      setIsPending(false);
    }
  }, []);
  return [isPending, run];
}
