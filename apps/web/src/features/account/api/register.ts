import type { RegisterRequest, RegisterResponse } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/register; on success (user set) the server has also signed the patient in. */
export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('POST', '/api/register', body);
}
