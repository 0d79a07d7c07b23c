import { apiRequest } from '../../../lib/api-client';

/** POST /api/patient/sms-message (001 §7.4): texts the patient a link to this visit's upload page. */
export async function sendPhotoUploadLink(visitUuid: string): Promise<string> {
  const body = await apiRequest<{ message: string }>('POST', '/api/patient/sms-message', { type: 'photo_upload_link', visitUuid });
  return body.message;
}
