import type { SendConfirmationResponse } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/phone-number/send-confirmation (001 §7.4): texts a four-digit code. */
export async function sendConfirmationCode(phoneNumber: string): Promise<SendConfirmationResponse['data']> {
  return (await apiRequest<SendConfirmationResponse>('POST', '/api/phone-number/send-confirmation', { phoneNumber })).data;
}
