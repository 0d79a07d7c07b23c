import type { AvailableSlots } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryString } from '../utils/patient-time-zone';

/** GET /api/consultations/{uuid}/available-slots: free slots by day in the patient's zone. */
export async function getAvailableSlots(
  visitUuid: string,
  timezone: string | undefined,
  language: string | undefined,
): Promise<AvailableSlots> {
  const path = `/api/consultations/${encodeURIComponent(visitUuid)}/available-slots${queryString({ timezone, language })}`;
  return (await apiRequest<{ data: AvailableSlots }>('GET', path)).data;
}
