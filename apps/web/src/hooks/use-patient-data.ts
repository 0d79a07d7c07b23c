import { useEffect, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** Loads something of the signed-in patient's once (a survey's health history or formulas, the dashboard's visits). */
export function usePatientData<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let isCurrent = true;
    load()
      .then((data) => isCurrent && setState({ status: 'ready', data }))
      .catch(() => isCurrent && setState({ status: 'error' }));
    return () => {
      isCurrent = false;
    };
  }, [load]);
  return state;
}
