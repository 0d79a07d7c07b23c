import type { BrandTransferCompleteResponse } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/register/brand-transfer/complete: moves the account of the emailed link and signs it in. */
export function completeBrandTransfer(token: string): Promise<BrandTransferCompleteResponse> {
  return apiRequest<BrandTransferCompleteResponse>('POST', '/api/register/brand-transfer/complete', { token });
}
