import { FLOWS, type FlowId, type FlowStep } from './flow-definitions';

/**
 * 001 §2.1 "Checkout navigation", method "searchParam": the checkout opens on the product
 * selection's own page with `?checkout=true`, and the legacy checkout's Back goes to
 * `?checkout=false` (ADR 141).
 */
export const CHECKOUT_PARAM = 'checkout';

/** What the product selection's page shows for its `checkout` parameter. */
export type CheckoutParamView = 'selection' | 'checkout';

/**
 * What the page of `step` shows when its url carries `?checkout=` (`param`, null when absent), or
 * undefined when the parameter does not apply: only on the product selection of a flow whose
 * checkout comes right after it (a skin trial makes its offers in between, ADR 108), and only
 * while the visit stands at one of the two. The checkout shows once the box is saved.
 */
export function checkoutParamView(flow: FlowId, step: FlowStep, currentStep: FlowStep | null, param: string | null): CheckoutParamView | undefined {
  const steps = FLOWS[flow].steps;
  if (param === null || step !== 'product-selection' || steps[steps.indexOf(step) + 1] !== 'checkout') {
    return undefined;
  }
  if (currentStep !== 'product-selection' && currentStep !== 'checkout') {
    return undefined;
  }
  return param === 'true' && currentStep === 'checkout' ? 'checkout' : 'selection';
}
