import type { ResubscribeRequest, ResubscribeShop } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/patient/resubscribe (001 §7.3): opens (or resumes) the resubscription and answers its
 * shop; the non-expedited renewal names its flow (ADR 143).
 */
export async function startResubscription(treatmentCategory: number, flow?: ResubscribeRequest['flow']): Promise<ResubscribeShop> {
  const body: ResubscribeRequest = { treatmentCategory, surveyProvider: 'teleskin', purchaseContext: 'subscription', ...(flow ? { flow } : {}) };
  return (await apiRequest<{ data: ResubscribeShop }>('PUT', '/api/patient/resubscribe', body)).data;
}

/** The visit order update (001 §7.3): the last path segment of the variant id to add or remove. */
export async function updateVisitOrder(shop: ResubscribeShop, change: { add?: string; remove?: string }): Promise<ResubscribeShop> {
  const segment = (variantId: string) => variantId.split('/').at(-1) ?? '';
  const body = {
    ...(change.add ? { add_shopify_product_variant_id: segment(change.add) } : {}),
    ...(change.remove ? { remove_shopify_product_variant_id: segment(change.remove) } : {}),
  };
  const path = `/api/visits/${encodeURIComponent(shop.visitUuid)}/orders/${shop.cart.id}`;
  return (await apiRequest<{ data: ResubscribeShop }>('PATCH', path, body)).data;
}

/** "Proceed to checkout": the cart's items are sent as the box, as before every checkout (001 §4). */
export async function confirmCart(shop: ResubscribeShop, brand: number): Promise<void> {
  await apiRequest('PUT', '/app/patient/payment/subscription-items', {
    brand,
    treatment_category: shop.treatmentCategory,
    items: shop.cart.lines.map((line) => ({ item_id: line.itemId, quantity: 1 })),
    deferred_products: [],
  });
}
