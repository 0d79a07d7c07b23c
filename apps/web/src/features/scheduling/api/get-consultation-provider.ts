import type { Provider } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/live-consultations/{uuid}/provider: who holds the booked call. */
export async function getConsultationProvider(visitUuid: string): Promise<Provider> {
  return (
    await apiRequest<{ data: Provider }>(
      'GET',
      `/api/live-consultations/${encodeURIComponent(visitUuid)}/provider`,
    )
  ).data;
}
