import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/visits/{uuid}/photos/{photoId} (001 §7.3). */
export async function deletePhoto(visitUuid: string, photoId: number): Promise<void> {
  await apiRequest<{ data: { id: number } }>('DELETE', `/api/visits/${encodeURIComponent(visitUuid)}/photos/${photoId}`);
}
