import type { CheckoutMode, PurchaseContext } from '../contracts/product-selection';
import { RESUBSCRIPTION_FLOWS, type FlowId } from '../flows/flow-definitions';

/** 001 §4 "Checkout mode by flow"; a flow that does not sell has none (an error for the caller). */
const CHECKOUT_MODE_BY_FLOW: Partial<Record<FlowId, CheckoutMode>> = {
  'skin-signup': 'Trial',
  'agency-skin-signup': 'Trial',
  'new-treatment-skin': 'Trial',
  'product-detail-trial': 'Trial',
  resubscription: 'Subscription',
  'resubscription-non-expedited': 'Subscription',
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
  if (isBundleFlow(flow)) {
    // The product-detail page sells its free trial only (001 §2.6).
    return 'trial';
  }
  if (saved && saved !== 'onetime') {
    return saved;
  }
  return isResubscriptionFlow(flow) ? 'subscription' : 'trial';
}

/** Whether the flow resubscribes (the resubscribe shop, the Subscription checkout). */
export function isResubscriptionFlow(flow: FlowId): boolean {
  return (RESUBSCRIPTION_FLOWS as readonly FlowId[]).includes(flow);
}

/**
 * Whether the flow sells the product-detail page's bundle (001 §2.6): a fixed routine chosen
 * before any answers, so the same for a visitor and for a patient whatever they answered since.
 */
export function isBundleFlow(flow: FlowId): boolean {
  return flow === 'product-detail-trial';
}
