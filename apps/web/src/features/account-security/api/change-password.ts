import type { AccountSecurity, PasswordChangeRequest } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * Changes (or, for an account without one, sets) the password (ADR 168); every other device is
 * signed out, and the answer lists the devices left. A 422 names its fields, a 429 says to wait.
 */
export function changePassword(request: PasswordChangeRequest): Promise<AccountSecurity> {
  return apiRequest<AccountSecurity>('POST', '/api/account/password', request);
}
