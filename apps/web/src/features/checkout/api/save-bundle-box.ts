import type { BundleConfig } from '@app/domain/contracts';
import { bundleItemIds } from '@app/domain/selection';
import { apiRequest } from '../../../lib/api-client';

interface BundleVisit {
  uuid: string;
  brand: number;
  treatmentCategory: number;
}

/**
 * "Check out now" with an account (001 §7.2 "Product-detail session bag"): the bag's flags on the
 * visit, then the trial box (update selected items), which ends the bundle step.
 */
export async function saveBundleBox(visit: BundleVisit, bundle: BundleConfig, addOnItemIds: readonly number[]): Promise<void> {
  await apiRequest('POST', `/api/visits/${encodeURIComponent(visit.uuid)}/edit-session-bag`, {
    sessionBag: { hasViewedBundle: true, selectedAddOnProductItemIds: [...addOnItemIds] },
  });
  await apiRequest('PUT', '/app/patient/payment/subscription-items', {
    brand: visit.brand,
    treatment_category: visit.treatmentCategory,
    items: bundleItemIds(bundle, addOnItemIds).map((item_id) => ({ item_id, quantity: 1 })),
    deferred_products: [],
  });
}
