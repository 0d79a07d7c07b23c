import type { Visit } from '@app/domain/contracts/visits';
import type { FlowId } from '@app/domain/flows/flow-definitions';
import { apiRequest } from '../../../lib/api-client';

/** The patient's open visit of a flow; the server starts one when there is none. */
export async function openVisit(flow: FlowId): Promise<Visit> {
  return (await apiRequest<{ data: Visit }>('POST', '/api/visits', { flow })).data;
}
