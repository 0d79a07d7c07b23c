import type { EmailVerificationStatus } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/patient/email-verification: verified or not, last link sent, dev auto-verify offered. */
export async function getEmailVerification(): Promise<EmailVerificationStatus> {
  return (await apiRequest<{ data: EmailVerificationStatus }>('GET', '/api/patient/email-verification')).data;
}
