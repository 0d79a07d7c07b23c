import { apiRequest } from '../../../lib/api-client';

/** `POST /api/signup/complete/{category}/{uuid}`: sends the finished visit to the provider. */
export async function completeSignup(category: string, uuid: string): Promise<string> {
  const body = await apiRequest<{ message: string }>('POST', `/api/signup/complete/${category}/${encodeURIComponent(uuid)}`);
  return body.message;
}
