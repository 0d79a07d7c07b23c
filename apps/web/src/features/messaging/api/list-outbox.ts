import type { OutboxMessage } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /dev/outbox (development only): sent texts and emails, newest first. */
export async function listOutbox(recipient: string): Promise<OutboxMessage[]> {
  const query = recipient.trim() ? `?recipient=${encodeURIComponent(recipient.trim())}` : '';
  return (await apiRequest<{ data: OutboxMessage[] }>('GET', `/dev/outbox${query}`)).data;
}
