import type { LegalDocument, LegalPageKey } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** One of the brand's legal pages. */
export async function getLegalDocument(page: LegalPageKey): Promise<LegalDocument> {
  return (await apiRequest<{ data: LegalDocument }>('GET', `/api/brand/legal/${page}`)).data;
}
