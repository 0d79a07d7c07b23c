import type { CheckoutMode, PurchaseContext } from '../contracts/product-selection';
import type { FlowId } from '../flows/flow-definitions';

/** 001 §4 "Checkout mode by flow"; a flow that does not sell has none (an error for the caller). */
const CHECKOUT_MODE_BY_FLOW: Partial<Record<FlowId, CheckoutMode>> = {
  'skin-signup': 'Trial',
  'agency-skin-signup': 'Trial',
  'new-treatment-skin': 'Trial',
  resubscription: 'Subscription',
  'new-treatment-hair': 'Subscription',
  'hair-signup': 'Subscription',
  'one-time-rx-skin': 'Cart',
};

/** The checkout mode of a flow, or undefined for a flow that sells nothing. */
export function checkoutModeForFlow(flow: FlowId): CheckoutMode | undefined {
  return CHECKOUT_MODE_BY_FLOW[flow];
}

/**
 * 001 §4 "Purchase context": "subscription" for resubscription, "onetime" for the one-time cart,
 * otherwise "trial", unless the saved data gives one (never overriding the one-time cart).
 */
export function purchaseContextForFlow(flow: FlowId, saved?: PurchaseContext): PurchaseContext {
  if (flow === 'one-time-rx-skin') {
    return 'onetime';
  }
  if (saved && saved !== 'onetime') {
    return saved;
  }
  return flow === 'resubscription' ? 'subscription' : 'trial';
}
