import type { Consultation } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryString } from '../utils/patient-time-zone';

/** GET /api/consultations/{uuid}: the visit's booked consultation, or null while unscheduled. */
export async function getConsultation(
  visitUuid: string,
  timezone: string | undefined,
): Promise<Consultation | null> {
  const path = `/api/consultations/${encodeURIComponent(visitUuid)}${queryString({ timezone })}`;
  return (await apiRequest<{ data: Consultation | null }>('GET', path)).data;
}
