import type { Visit } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

export async function saveSkincareGoals(uuid: string, goals: string[]): Promise<Visit> {
  return (await apiRequest<{ data: Visit }>('POST', `/api/visits/${encodeURIComponent(uuid)}/skincare-goals`, { goals })).data;
}
