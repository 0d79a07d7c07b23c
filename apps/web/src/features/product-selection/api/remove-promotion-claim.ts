import { apiRequest } from '../../../lib/api-client';

/** Remove promo claim (001 §7.2): true when the server removed it. */
export async function removePromotionClaim(promotionCodeId: number, brand: number): Promise<boolean> {
  return (await apiRequest<{ data: { success: boolean } }>('POST', '/api/patient/promotion-claims/remove', { promotionCodeId, brand })).data.success;
}
