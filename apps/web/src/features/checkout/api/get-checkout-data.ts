import type { Patient, PaymentConfig, PaymentMethodSummary, ProductSelectionData } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { getPaymentConfig } from './get-payment-config';

export interface CheckoutData {
  selection: ProductSelectionData;
  patient: Patient;
  config: PaymentConfig;
  method: PaymentMethodSummary | null;
}

/**
 * What the checkout shows, in one go: the saved box priced by the server (the selection data of
 * the flow, 001 §7.2), the patient (names, card and address steps), the processors to load and
 * the payment method on file.
 */
export async function getCheckoutData(request: { flow: string; brand: number; treatmentCategory: number }): Promise<CheckoutData> {
  const query = new URLSearchParams({ brand: String(request.brand), treatmentCategory: String(request.treatmentCategory) });
  const [selection, patient, config, method] = await Promise.all([
    apiRequest<{ data: ProductSelectionData }>(
      'GET',
      `/api/patient/product-selection-and-checkout/get-updated-product-selection-data/${encodeURIComponent(request.flow)}?${query.toString()}`,
    ),
    apiRequest<{ data: Patient }>('GET', '/api/patient'),
    getPaymentConfig(),
    apiRequest<{ data: PaymentMethodSummary | null }>('GET', '/api/patient/payment/method'),
  ]);
  return { selection: selection.data, patient: patient.data, config, method: method.data };
}
