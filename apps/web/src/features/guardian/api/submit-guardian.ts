import type { GuardianRequest, GuardianResponse } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/patient/guardian: gives or replaces the signed-in minor's guardian. */
export function submitGuardian(body: GuardianRequest): Promise<GuardianResponse> {
  return apiRequest<GuardianResponse>('POST', '/api/patient/guardian', body);
}
