import type { EligibilityData, VisitEligibilityInput } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/visits/{uuid}/eligibility: the visit-based check, judged by the visit's category (ADR 100). */
export async function confirmVisitEligibility(uuid: string, input: VisitEligibilityInput): Promise<EligibilityData> {
  const body = await apiRequest<{ data: EligibilityData }>('POST', `/api/visits/${encodeURIComponent(uuid)}/eligibility`, input);
  return body.data;
}
