import type { Visit } from '@app/domain/contracts';
import type { FlowStep } from '@app/domain/flows';
import { apiRequest } from '../../../lib/api-client';

/** Records a step as finished or skipped; answers the visit with its new progress. */
export async function recordStep(uuid: string, step: FlowStep): Promise<Visit> {
  return (await apiRequest<{ data: Visit }>('POST', `/api/visits/${encodeURIComponent(uuid)}/steps/${step}`)).data;
}
