import type { PaymentMethodSummary, RegisterCardRequest } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /app/patient/payment/register-card (001 §7.2): stores the processor's token; answers the method on file. */
export async function registerCard(body: RegisterCardRequest): Promise<PaymentMethodSummary> {
  return (await apiRequest<{ data: PaymentMethodSummary }>('POST', '/app/patient/payment/register-card', body)).data;
}
