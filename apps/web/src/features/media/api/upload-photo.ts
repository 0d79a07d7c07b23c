import type { Visit } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

export type VisitPhoto = Visit['photos'][number];

/** POST /api/visits/{uuid}/photos (001 §7.3): multipart `file` and `perspective`. */
export async function uploadPhoto(visitUuid: string, perspective: string, file: File): Promise<VisitPhoto> {
  const form = new FormData();
  form.append('perspective', perspective);
  form.append('file', file, file.name || 'photo');
  return (await apiRequest<{ data: VisitPhoto }>('POST', `/api/visits/${encodeURIComponent(visitUuid)}/photos`, form)).data;
}
