import type { PatientPhotoRequest } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The provider's requests for more photos that no photo answered yet, newest first (ADR 120). */
export async function listPhotoRequests(): Promise<PatientPhotoRequest[]> {
  return (await apiRequest<{ data: PatientPhotoRequest[] }>('GET', '/api/patient/photo-requests')).data;
}
