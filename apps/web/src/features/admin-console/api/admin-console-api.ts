import type { AdminPromotion, AdminPromotions } from '@app/domain/contracts';
import { staffApiRequest } from '../../../lib/staff-api-client';

// The admin console's calls (ADR 158); a 401 on any of them ends the staff session in the app.

/** Every brand's promotion codes with their standing; the server audits the read. */
export async function listPromotions(): Promise<AdminPromotion[]> {
  return (await staffApiRequest<{ data: AdminPromotions }>('GET', '/api/admin/promotions')).data.promotions;
}
