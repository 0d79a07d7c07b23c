import type { LegalNameRequest, Patient } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /app/users/self/legal-name (001 §7.1). */
export async function updateLegalName(body: LegalNameRequest): Promise<Patient> {
  const response = await apiRequest<{ data: Patient }>('POST', '/app/users/self/legal-name', body);
  return response.data;
}
