import type { Guardian } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The guardian given so far, or null, to fill the form in again. */
export async function getGuardian(): Promise<Guardian | null> {
  const body = await apiRequest<{ data: Guardian | null }>('GET', '/api/patient/guardian');
  return body.data;
}
