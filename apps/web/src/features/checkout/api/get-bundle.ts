import type { BundleConfig } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/product-detail/bundle (ADR 107): the host brand's free-trial bundle, for anyone. */
export async function getBundle(): Promise<BundleConfig> {
  return (await apiRequest<{ data: BundleConfig }>('GET', '/api/product-detail/bundle')).data;
}
