import type { EmailVerificationStatus } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/patient/send-verification-email (001 §7.1); also the "Resend email" button. */
export function sendVerificationEmail(): Promise<{ message: string; data: EmailVerificationStatus }> {
  return apiRequest<{ message: string; data: EmailVerificationStatus }>('POST', '/api/patient/send-verification-email');
}
