import type { EmailVerificationStatus } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /dev/auth/verify (001 §7.1, never routed in production): the "Auto-verify email" button. */
export async function autoVerifyEmail(): Promise<EmailVerificationStatus> {
  return (await apiRequest<{ data: EmailVerificationStatus }>('GET', '/dev/auth/verify')).data;
}
