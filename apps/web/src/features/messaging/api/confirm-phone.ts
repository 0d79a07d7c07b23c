import type { ConfirmPhoneResponse } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/phone-number/confirm (001 §7.4): `token` is the code; answers data.confirmedAt. */
export async function confirmPhone(token: string): Promise<ConfirmPhoneResponse['data']> {
  return (await apiRequest<ConfirmPhoneResponse>('POST', '/api/phone-number/confirm', { token })).data;
}
