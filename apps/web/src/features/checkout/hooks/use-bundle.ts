import { useCallback, useEffect, useState } from 'react';
import type { BundleConfig } from '@app/domain/contracts';
import { getBundle } from '../api/get-bundle';

export type BundleLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; bundle: BundleConfig };

/** The host brand's free-trial bundle, and a way to ask again after a failure. */
export function useBundle(): { load: BundleLoad; reload: () => Promise<void> } {
  const [load, setLoad] = useState<BundleLoad>({ status: 'loading' });
  const reload = useCallback(async () => {
    setLoad({ status: 'loading' });
    try {
      setLoad({ status: 'ready', bundle: await getBundle() });
    } catch {
      setLoad({ status: 'error' });
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { load, reload };
}
