import type { LoginRequest } from '@app/domain/contracts/auth';
import type { Patient } from '@app/domain/contracts/patient';
import { apiRequest } from '../../../lib/api-client';

export function login(body: LoginRequest): Promise<{ user: Patient; message: string }> {
  return apiRequest<{ user: Patient; message: string }>('POST', '/auth/login', body);
}
