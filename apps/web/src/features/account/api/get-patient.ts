import type { Patient } from '@app/domain/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';

/** The signed-in patient, or null for an anonymous visitor (401 is an expected answer). */
export async function getPatient(): Promise<Patient | null> {
  try {
    const body = await apiRequest<{ data: Patient }>('GET', '/api/patient');
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return null;
    }
    throw error;
  }
}
