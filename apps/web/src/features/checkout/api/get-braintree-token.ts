import { apiRequest } from '../../../lib/api-client';

/** GET /api/patient/payment/braintree-token (001 §7.2): the wallet vault's client token. */
export async function getBraintreeToken(): Promise<string> {
  return (await apiRequest<{ data: { braintreeToken: string } }>('GET', '/api/patient/payment/braintree-token')).data.braintreeToken;
}
