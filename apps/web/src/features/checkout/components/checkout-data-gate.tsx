import { useMemo, type ReactNode } from 'react';
import type { Visit } from '@app/domain/contracts';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import type { CheckoutData } from '../api/get-checkout-data';
import { useCheckoutData } from '../hooks/use-checkout-data';
import { CheckoutLoadError } from './checkout-load-error';

interface CheckoutDataGateProps {
  visit: Pick<Visit, 'flow' | 'brand' | 'treatmentCategory'>;
  /** The page, once its data is in; `reload` reads it again (after a card or an address is saved). */
  children: (data: CheckoutData, reload: () => Promise<void>) => ReactNode;
}

/** A checkout page's data for the visit: the loading screen, the load error with Try again, then the page. */
export function CheckoutDataGate({ visit, children }: CheckoutDataGateProps) {
  const request = useMemo(() => ({ flow: visit.flow, brand: visit.brand, treatmentCategory: visit.treatmentCategory }), [visit.flow, visit.brand, visit.treatmentCategory]);
  const { load, reload } = useCheckoutData(request);
  if (load.status === 'loading') {
    return <LoadingScreen />;
  }
  if (load.status === 'error') {
    return <CheckoutLoadError onRetry={() => void reload()} />;
  }
  return <>{children(load.data, reload)}</>;
}
