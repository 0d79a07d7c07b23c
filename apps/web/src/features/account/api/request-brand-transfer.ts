import type { BrandTransferDetailsRequest, BrandTransferDetailsResponse } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/patient/brand/transfer: checks the details and emails the one-time transfer link. */
export async function requestBrandTransfer(body: BrandTransferDetailsRequest): Promise<BrandTransferDetailsResponse['data']> {
  const response = await apiRequest<BrandTransferDetailsResponse>('POST', '/api/patient/brand/transfer', body);
  return response.data;
}
