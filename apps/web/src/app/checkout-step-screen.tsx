import { CheckoutStep } from '../features/checkout/components/checkout-step';
import { useFlash } from '../features/flash/hooks/use-flash';
import { useBrand } from '../lib/brand';
import type { FlowStepProps } from '../lib/flow-step';

/** The checkout with the flash region for its notices ("Whoops!", "Order confirmed!") and the brand's support email. */
export function CheckoutStepScreen(props: FlowStepProps) {
  const { push, dismiss } = useFlash();
  return <CheckoutStep {...props} notify={push} dismissNotice={dismiss} supportEmail={useBrand().supportEmail} />;
}
