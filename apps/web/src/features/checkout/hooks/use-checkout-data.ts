import { useCallback, useEffect, useState } from 'react';
import { getCheckoutData, type CheckoutData } from '../api/get-checkout-data';

export type CheckoutLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: CheckoutData };

/** The checkout's data (the priced box, the patient, the processors, the method on file), and a way to read it again. */
export function useCheckoutData(request: { flow: string; brand: number; treatmentCategory: number }): { load: CheckoutLoad; reload: () => Promise<void> } {
  const [load, setLoad] = useState<CheckoutLoad>({ status: 'loading' });
  const { flow, brand, treatmentCategory } = request;
  const reload = useCallback(async () => {
    try {
      setLoad({ status: 'ready', data: await getCheckoutData({ flow, brand, treatmentCategory }) });
    } catch {
      setLoad({ status: 'error' });
    }
  }, [flow, brand, treatmentCategory]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { load, reload };
}
