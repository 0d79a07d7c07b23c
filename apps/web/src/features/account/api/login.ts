import type { LoginRequest, Patient } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginRequest): Promise<{ user: Patient; message: string }> {
  return apiRequest<{ user: Patient; message: string }>('POST', '/auth/login', body);
}
