import type { Formula } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/patient/formulas: the patient's formulas, for the previous-formula question. */
export async function getFormulas(): Promise<Formula[]> {
  return (await apiRequest<{ data: Formula[] }>('GET', '/api/patient/formulas')).data;
}
