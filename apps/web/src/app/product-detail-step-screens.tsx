import { BundleStep } from '../features/checkout/components/bundle-step';
import { PaymentMethodStep } from '../features/checkout/components/payment-method-step';
import { ShippingAddressStep } from '../features/checkout/components/shipping-address-step';
import { useFlash } from '../features/flash/hooks/use-flash';
import { useBrand } from '../lib/brand';
import type { FlowStepProps } from '../lib/flow-step';

// The product-detail checkout's pages (001 §2.6) with the flash region for their notices
// ("Whoops!", "Order confirmed!") and the brand's support email for the wallets' messages.

/** Step 1, the bundle, for a signed-in patient. */
export function BundleStepScreen(props: FlowStepProps) {
  return <BundleStep {...props} notify={useFlash().push} />;
}

/** Step 3, the payment method. */
export function PaymentMethodStepScreen(props: FlowStepProps) {
  const { push, dismiss } = useFlash();
  return <PaymentMethodStep {...props} notify={push} dismissNotice={dismiss} supportEmail={useBrand().supportEmail} />;
}

/** Step 4, the shipping address with "Submit payment". */
export function ShippingAddressStepScreen(props: FlowStepProps) {
  const { push, dismiss } = useFlash();
  return <ShippingAddressStep {...props} notify={push} dismissNotice={dismiss} supportEmail={useBrand().supportEmail} />;
}
