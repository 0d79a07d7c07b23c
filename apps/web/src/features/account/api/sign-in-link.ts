import type { SignInLinkRequest, Patient } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/sign-in-link: emails a one-time sign-in link; the answer is the same whether or not an account exists. */
export async function requestSignInLink(body: SignInLinkRequest): Promise<string> {
  const response = await apiRequest<{ message: string }>('POST', '/api/auth/sign-in-link', body);
  return response.message;
}

/** POST /api/auth/sign-in-link/use: signs in with the emailed link's token, once. */
export function signInWithLink(token: string): Promise<{ user: Patient; message: string }> {
  return apiRequest<{ user: Patient; message: string }>('POST', '/api/auth/sign-in-link/use', { token });
}
