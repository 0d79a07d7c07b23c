import type {
  AdminPromotion,
  AdminPromotionCreate,
  AdminPromotions,
  AdminPromotionUpdate,
} from '@app/domain/contracts';
import { staffApiRequest } from '../../../lib/staff-api-client';

// The admin console's calls (ADRs 158, 159); a 401 on any of them ends the staff session in the app.
// Every change answers the code as the list shows it, which the page draws at once.

const promotionOf = async (call: Promise<{ data: AdminPromotion }>) => (await call).data;

/** Every brand's promotion codes with their standing; the server audits the read. */
export async function listPromotions(): Promise<AdminPromotion[]> {
  return (await staffApiRequest<{ data: AdminPromotions }>('GET', '/api/admin/promotions')).data
    .promotions;
}

/** A new code of a brand. */
export function createPromotion(input: AdminPromotionCreate): Promise<AdminPromotion> {
  return promotionOf(staffApiRequest('POST', '/api/admin/promotions', input));
}

/** A code's settings, whole, with the reason. */
export function updatePromotion(id: number, input: AdminPromotionUpdate): Promise<AdminPromotion> {
  return promotionOf(staffApiRequest('PUT', `/api/admin/promotions/${id}`, input));
}

export type PromotionAction = 'pause' | 'resume' | 'end';

/** Pauses, resumes or ends a code, with the reason. */
export function actOnPromotion(
  id: number,
  action: PromotionAction,
  reason: string,
): Promise<AdminPromotion> {
  return promotionOf(staffApiRequest('POST', `/api/admin/promotions/${id}/${action}`, { reason }));
}
