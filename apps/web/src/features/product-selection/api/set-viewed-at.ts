import { apiRequest } from '../../../lib/api-client';
import type { SelectionRequest } from './get-selection-data';

/** PUT set-patient-viewed-at (001 §7.2): the first view of the page. */
export async function setViewedAt({ flow, brand, treatmentCategory }: SelectionRequest): Promise<void> {
  await apiRequest('PUT', `/api/patient/product-selection-and-checkout/set-patient-viewed-at/${encodeURIComponent(flow)}`, { brand, treatmentCategory });
}
