import type { AccountSecurity } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The signed-in patient's devices, this one first, and whether the account has a password (ADR 168). */
export function getAccountSecurity(): Promise<AccountSecurity> {
  return apiRequest<AccountSecurity>('GET', '/api/account/security');
}
