import type { AccountSecurity } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Signs every device but this one out (ADR 168); answers the devices left: this one. */
export function endOtherSessions(): Promise<AccountSecurity> {
  return apiRequest<AccountSecurity>('POST', '/api/account/sessions/sign-out-others');
}
