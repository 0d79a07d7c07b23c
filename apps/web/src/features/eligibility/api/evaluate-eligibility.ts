import type { EligibilityData } from '@app/domain/contracts';
import type { EligibilityInput } from '@app/domain/validation';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/eligibility/evaluate: whether the patient may sign up, and if not why. */
export async function evaluateEligibility(input: EligibilityInput): Promise<EligibilityData> {
  const body = await apiRequest<{ data: EligibilityData }>('POST', '/api/eligibility/evaluate', input);
  return body.data;
}
