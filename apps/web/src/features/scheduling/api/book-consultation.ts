import type { BookConsultationInput, Consultation } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryString } from '../utils/patient-time-zone';

/** POST /api/consultations/{uuid}: books a slot (409 when someone else was faster). */
export async function bookConsultation(
  visitUuid: string,
  timezone: string | undefined,
  input: BookConsultationInput,
): Promise<Consultation> {
  const path = `/api/consultations/${encodeURIComponent(visitUuid)}${queryString({ timezone })}`;
  return (await apiRequest<{ data: Consultation }>('POST', path, input)).data;
}
