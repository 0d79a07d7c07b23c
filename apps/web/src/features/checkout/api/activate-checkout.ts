import type { PurchaseType } from '@app/domain/checkout';
import type { Activation } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

const PATHS: Record<PurchaseType, string> = {
  trial: '/app/patient/payment/activate-trial',
  subscription: '/app/patient/payment/activate-subscription',
  cart: '/app/patient/payment/place-cart-order',
};

/** Activate trial / subscription (001 §7.2), or the one-time cart's order: what is charged is the server's price. */
export async function activateCheckout(
  purchaseType: PurchaseType,
  body: { treatmentCategoryId: number; checkoutAttemptId: string; shipmentFrequency?: number },
): Promise<Activation> {
  return (await apiRequest<{ data: Activation }>('POST', PATHS[purchaseType], body)).data;
}
