import type { PaymentConfig } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/patient/payment/config: which processors the browser loads (ADR 104). */
export async function getPaymentConfig(): Promise<PaymentConfig> {
  return (await apiRequest<{ data: PaymentConfig }>('GET', '/api/patient/payment/config')).data;
}
