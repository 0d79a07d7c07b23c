import type { PromotionLookup } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Claim promo lookup (001 §7.2; path ours, ADR 098): the server's answer for the typed code. */
export async function claimPromotion(code: string, brand: number, treatmentCategory: number): Promise<PromotionLookup> {
  return (await apiRequest<{ data: PromotionLookup }>('POST', '/api/patient/promotion-claims', { code, brand, treatmentCategory })).data;
}
