import { apiRequest } from '../../../lib/api-client';

/** Ends the session; the server queues the "logged out" flash message. */
export async function logout(): Promise<void> {
  await apiRequest<{ ok: true }>('POST', '/logout');
}
