import type { EligibilityRecheckAnswer, EligibilityRecheckRequestBody } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * The eligibility check after a successful address update (001 §4 "Submission", §7.2; path ours,
 * ADR 105): null when eligible, else the reason and the message for the ineligible page.
 */
export async function recheckEligibility(
  body: EligibilityRecheckRequestBody,
): Promise<EligibilityRecheckAnswer['ineligibleReason']> {
  return (
    await apiRequest<{ data: EligibilityRecheckAnswer }>(
      'POST',
      '/api/patient/eligibility/recheck',
      body,
    )
  ).data.ineligibleReason;
}
