import type { Visit } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** One of the signed-in patient's visits (404 for anyone else's). */
export async function getVisit(uuid: string): Promise<Visit> {
  return (await apiRequest<{ data: Visit }>('GET', `/api/visits/${encodeURIComponent(uuid)}`)).data;
}
