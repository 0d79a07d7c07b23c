import type {
  AdminBrandSelling,
  AdminCardCopies,
  AdminCardCopy,
  AdminCardCopyChange,
  AdminOffers,
  AdminPrice,
  AdminPriceChangeCreate,
  AdminPrices,
  AdminProductSales,
  AdminProductSalesChange,
  AdminPromotion,
  AdminPromotionCreate,
  AdminPromotions,
  AdminPromotionUpdate,
  AdminSellingChange,
  AdminSellingPreview,
  AdminStaffAccessChange,
  AdminStaffList,
  AdminStaffMember,
  AdminStaffRoleChange,
  ProductSelectionData,
  StaffAuthenticatorResetRequest,
  StaffInvitation,
  StaffInvitationRequest,
} from '@app/domain/contracts';
import { staffApiRequest } from '../../../lib/staff-api-client';

// The admin console's calls (ADRs 158, 159, 160, 161, 163, 167, 169, 170); a 401 on any of them ends
// the staff session in the app. Every change answers the code, the product, the brand or the
// care-team member as the list shows them, which the page draws at once.

const dataOf = async <T>(call: Promise<{ data: T }>): Promise<T> => (await call).data;

/** Every brand's promotion codes with their standing; the server audits the read. */
export async function listPromotions(): Promise<AdminPromotion[]> {
  return (await dataOf(staffApiRequest<{ data: AdminPromotions }>('GET', '/api/admin/promotions')))
    .promotions;
}

/** A new code of a brand. */
export function createPromotion(input: AdminPromotionCreate): Promise<AdminPromotion> {
  return dataOf(staffApiRequest('POST', '/api/admin/promotions', input));
}

/** A code's settings, whole, with the reason. */
export function updatePromotion(id: number, input: AdminPromotionUpdate): Promise<AdminPromotion> {
  return dataOf(staffApiRequest('PUT', `/api/admin/promotions/${id}`, input));
}

export type PromotionAction = 'pause' | 'resume' | 'end';

/** Pauses, resumes or ends a code, with the reason. */
export function actOnPromotion(
  id: number,
  action: PromotionAction,
  reason: string,
): Promise<AdminPromotion> {
  return dataOf(staffApiRequest('POST', `/api/admin/promotions/${id}/${action}`, { reason }));
}

/** Every brand's full-size prices now and to come, and the first date a new price may start; the server audits the read. */
export function listPrices(): Promise<AdminPrices> {
  return dataOf(staffApiRequest('GET', '/api/admin/prices'));
}

/** A product's new price of a brand from a date, with the reason. */
export function schedulePrice(input: AdminPriceChangeCreate): Promise<AdminPrice> {
  return dataOf(staffApiRequest('POST', '/api/admin/prices', input));
}

/** Pauses (`onSale: false`) or resumes a brand's new sales of an over-the-counter product, every option of it, with the reason. */
export function changeProductSales(input: AdminProductSalesChange): Promise<AdminProductSales> {
  return dataOf(staffApiRequest('POST', '/api/admin/product-sales', input));
}

/** Every brand's offers and flags, and the admin change each comes from; the server audits the read. */
export async function listOffers(): Promise<AdminBrandSelling[]> {
  return (await dataOf(staffApiRequest<{ data: AdminOffers }>('GET', '/api/admin/offers'))).brands;
}

/** A brand's offers and flags, whole, with the reason. */
export function saveOffers(
  brandId: number,
  change: AdminSellingChange,
): Promise<AdminBrandSelling> {
  return dataOf(staffApiRequest('PUT', `/api/admin/offers/${brandId}`, change));
}

/** The selection a new patient of the brand would get with settings not yet saved. */
export function previewOffers(
  brandId: number,
  preview: AdminSellingPreview,
): Promise<ProductSelectionData> {
  return dataOf(staffApiRequest('POST', `/api/admin/offers/${brandId}/preview`, preview));
}

/** Every brand's product cards with the copy in effect, in the catalogue's order. */
export async function listCardCopy(): Promise<AdminCardCopy[]> {
  return (await dataOf(staffApiRequest<{ data: AdminCardCopies }>('GET', '/api/admin/card-copy')))
    .cards;
}

/** A brand's product card's copy, whole, with the reason. */
export function saveCardCopy(
  brandId: number,
  cardKey: string,
  change: AdminCardCopyChange,
): Promise<AdminCardCopy> {
  return dataOf(
    staffApiRequest(
      'PUT',
      `/api/admin/card-copy/${brandId}/${encodeURIComponent(cardKey)}`,
      change,
    ),
  );
}

/**
 * Every care-team account with its role, access and open sessions, and the invitations waiting,
 * newest first; the server audits the read.
 */
export function listStaff(): Promise<AdminStaffList> {
  return dataOf(staffApiRequest('GET', '/api/admin/staff'));
}

/** Takes a member's access away (every session of theirs ends) or gives it back, with the reason. */
export function changeStaffAccess(
  staffId: number,
  change: AdminStaffAccessChange,
): Promise<AdminStaffMember> {
  return dataOf(staffApiRequest('POST', `/api/admin/staff/${staffId}/access`, change));
}

/** Makes an operator an admin or the reverse, with the reason; their sessions end. */
export function changeStaffRole(
  staffId: number,
  change: AdminStaffRoleChange,
): Promise<AdminStaffMember> {
  return dataOf(staffApiRequest('POST', `/api/admin/staff/${staffId}/role`, change));
}

/** Emails a link to set up a new authenticator (a lost phone), with the reason; the member as the list shows them. */
export function resetStaffAuthenticator(
  staffId: number,
  request: StaffAuthenticatorResetRequest,
): Promise<AdminStaffMember> {
  return dataOf(
    staffApiRequest('POST', `/api/admin/staff/${staffId}/authenticator-reset`, request),
  );
}

/** Invites a new operator or admin by email; the invitation as the list shows it. */
export function inviteStaff(request: StaffInvitationRequest): Promise<StaffInvitation> {
  return dataOf(staffApiRequest('POST', '/api/admin/staff/invitations', request));
}

/** Sends an invitation again with a new link and expiry (404 once accepted or revoked meanwhile). */
export function resendInvitation(invitationId: number): Promise<StaffInvitation> {
  return dataOf(staffApiRequest('POST', `/api/admin/staff/invitations/${invitationId}/resend`));
}

/** Revokes an invitation: its link stops working at once (404 once accepted or revoked meanwhile). */
export async function revokeInvitation(invitationId: number): Promise<void> {
  await staffApiRequest('POST', `/api/admin/staff/invitations/${invitationId}/revoke`);
}
