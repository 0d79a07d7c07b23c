import type { LegalNameRequest } from '@app/domain/contracts/legal-name';
import type { Patient } from '@app/domain/contracts/patient';
import { apiRequest } from '../../../lib/api-client';

/** POST /app/users/self/legal-name (001 §7.1). */
export async function updateLegalName(body: LegalNameRequest): Promise<Patient> {
  const response = await apiRequest<{ data: Patient }>('POST', '/app/users/self/legal-name', body);
  return response.data;
}
