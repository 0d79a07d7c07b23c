import type { PurchaseContext } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { SelectionRequest } from './get-selection-data';

/** PUT /api/checkout/update-purchase-context (001 §7.2): how the box is bought. */
export async function updatePurchaseContext({ brand, treatmentCategory }: SelectionRequest, purchaseContext: PurchaseContext): Promise<void> {
  await apiRequest('PUT', '/api/checkout/update-purchase-context', { brand, treatmentCategory, purchaseContext });
}
