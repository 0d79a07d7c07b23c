import { apiRequest } from '../../../lib/api-client';
import type { SelectionRequest } from './get-selection-data';

/** PUT /app/patient/payment/subscription-items (001 §3, §7.2): the box as item ids, sent before checkout. */
export async function saveSubscriptionItems({ brand, treatmentCategory }: SelectionRequest, itemIds: readonly number[]): Promise<void> {
  await apiRequest('PUT', '/app/patient/payment/subscription-items', {
    brand,
    treatment_category: treatmentCategory,
    items: itemIds.map((item_id) => ({ item_id, quantity: 1 })),
    deferred_products: [],
  });
}
