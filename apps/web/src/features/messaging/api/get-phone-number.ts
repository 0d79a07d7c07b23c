import type { PhoneNumber } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/phone-number (001 §7.4): the stored ten digits and when they were confirmed. */
export async function getPhoneNumber(): Promise<PhoneNumber> {
  return (await apiRequest<{ data: PhoneNumber }>('GET', '/api/phone-number')).data;
}
