import type { SocialProvider } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The social sign-in providers configured for this brand (none when the call fails). */
export async function getSocialProviders(): Promise<SocialProvider[]> {
  try {
    const body = await apiRequest<{ data: SocialProvider[] }>('GET', '/api/auth/social/providers');
    return body.data;
  } catch {
    // Social buttons are an extra: without the list the email form still works.
    return [];
  }
}
