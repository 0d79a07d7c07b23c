import type { FlashMessage } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The queued flash messages; the server returns each one only once. */
export async function getFlashMessages(): Promise<FlashMessage[]> {
  const body = await apiRequest<{ data: { data: FlashMessage[] } }>('GET', '/api/flash-messages');
  return body.data.data;
}
