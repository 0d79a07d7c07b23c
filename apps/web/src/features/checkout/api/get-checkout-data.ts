import type { ProductSelectionData } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getPaymentDetails, type PaymentDetails } from './get-payment-details';

export interface CheckoutData extends PaymentDetails {
  selection: ProductSelectionData;
}

/**
 * What the checkout shows, in one go: the saved box priced by the server (the selection data of
 * the flow, 001 §7.2), the patient (names, card and address steps), the processors to load and
 * the payment method on file.
 */
export async function getCheckoutData(request: { flow: string; brand: number; treatmentCategory: number }): Promise<CheckoutData> {
  const query = new URLSearchParams({ brand: String(request.brand), treatmentCategory: String(request.treatmentCategory) });
  const [selection, details] = await Promise.all([
    apiRequest<{ data: ProductSelectionData }>(
      'GET',
      `/api/patient/product-selection-and-checkout/get-updated-product-selection-data/${encodeURIComponent(request.flow)}?${query.toString()}`,
    ),
    getPaymentDetails(),
  ]);
  return { selection: selection.data, ...details };
}
