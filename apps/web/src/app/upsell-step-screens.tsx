import { UpsellStep } from '../features/upsells/components/upsell-step';
import { useFlash } from '../features/flash/hooks/use-flash';
import type { FlowStepProps } from '../lib/flow-step';

/** The Body Cleanse offer's step, with the flash region for its "Sorry!" and its notice. */
export function BodyCleanseUpsellScreen(props: FlowStepProps) {
  return <UpsellStep {...props} offer="body-cleanse" notify={useFlash().push} />;
}

/** The special offer's step (Deep Cleanse), with the flash region for its "Sorry!" and its notice. */
export function SpecialOfferUpsellScreen(props: FlowStepProps) {
  return <UpsellStep {...props} offer="deep-cleanse" notify={useFlash().push} />;
}
