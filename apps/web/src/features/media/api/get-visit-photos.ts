import type { Visit } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import type { VisitPhoto } from './upload-photo';

/** The visit's photos as the server has them now, with freshly signed links (GET /api/visits/{uuid}). */
export async function getVisitPhotos(visitUuid: string): Promise<VisitPhoto[]> {
  return (await apiRequest<{ data: Visit }>('GET', `/api/visits/${encodeURIComponent(visitUuid)}`)).data.photos;
}
