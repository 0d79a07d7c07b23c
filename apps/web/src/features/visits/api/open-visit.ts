import type { Visit } from '@app/domain/contracts';
import type { FlowId } from '@app/domain/flows';
import { apiRequest } from '../../../lib/api-client';

/** The patient's open visit of a flow; the server starts one when there is none. */
export async function openVisit(flow: FlowId): Promise<Visit> {
  return (await apiRequest<{ data: Visit }>('POST', '/api/visits', { flow })).data;
}
