import type { PhoneNumber } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /app/users/self/phone-number (001 §7.1); a changed number loses its confirmation. */
export async function updatePhoneNumber(phone: string): Promise<PhoneNumber> {
  return (await apiRequest<{ data: PhoneNumber }>('PATCH', '/app/users/self/phone-number', { phone })).data;
}
