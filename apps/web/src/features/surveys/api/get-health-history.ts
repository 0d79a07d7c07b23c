import type { HealthHistoryItem } from '@app/domain/surveys';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/patient/health-history: what the patient's newest completed survey says. */
export async function getHealthHistory(): Promise<HealthHistoryItem[]> {
  return (await apiRequest<{ data: HealthHistoryItem[] }>('GET', '/api/patient/health-history')).data;
}
