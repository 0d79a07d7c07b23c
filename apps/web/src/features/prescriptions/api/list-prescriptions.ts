import type { PrescriptionView } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in patient's prescriptions, newest first (ADR 112). */
export async function listPrescriptions(): Promise<PrescriptionView[]> {
  return (await apiRequest<{ data: PrescriptionView[] }>('GET', '/api/patient/prescriptions')).data;
}
