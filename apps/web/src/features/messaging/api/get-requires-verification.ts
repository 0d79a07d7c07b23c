import type { RequiresVerification } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/phone-number/requires-verification (001 §7.4). */
export async function getRequiresVerification(): Promise<boolean> {
  const { data } = await apiRequest<{ data: RequiresVerification }>('GET', '/api/phone-number/requires-verification');
  return data.requiresVerification;
}
