import type { AccountSecurity } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * Signs one other device out (ADR 168); answers the devices left. A 404 says it was signed out
 * already, a 422 that it is this device's own session (which Log out ends).
 */
export function endSession(sessionId: string): Promise<AccountSecurity> {
  return apiRequest<AccountSecurity>(
    'DELETE',
    `/api/account/sessions/${encodeURIComponent(sessionId)}`,
  );
}
