import type { ProductSelectionData } from '@app/domain/contracts';
import type { FlowId } from '@app/domain/flows';
import { apiRequest } from '../../../lib/api-client';

export interface SelectionRequest {
  flow: FlowId;
  brand: number;
  treatmentCategory: number;
}

/**
 * GET the selection data (001 §7.2): the routine, prices and flags, and the server's totals and
 * tax for `itemIds` (an empty list is the empty box; none, the saved or recommended one).
 */
export async function getSelectionData(request: SelectionRequest, itemIds?: readonly number[]): Promise<ProductSelectionData> {
  const query = new URLSearchParams({ brand: String(request.brand), treatmentCategory: String(request.treatmentCategory) });
  if (itemIds) {
    query.set('selectedItemIds', itemIds.join(','));
  }
  const path = `/api/patient/product-selection-and-checkout/get-updated-product-selection-data/${encodeURIComponent(request.flow)}?${query.toString()}`;
  return (await apiRequest<{ data: ProductSelectionData }>('GET', path)).data;
}
