import type { Patient } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** What the legal name form starts from: the name and date of birth on file. */
export async function getCurrentName(): Promise<Pick<Patient, 'firstname' | 'lastname' | 'date_of_birth'>> {
  const { data } = await apiRequest<{ data: Patient }>('GET', '/api/patient');
  return { firstname: data.firstname, lastname: data.lastname, date_of_birth: data.date_of_birth };
}
