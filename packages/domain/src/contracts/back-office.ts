import { z } from 'zod';
import { PROMOTION_STATUSES } from '../promotions/promotion-status';
import { PROMOTION_CODE_MAX_LENGTH } from '../constants/limits';
import { PROMOTION_KINDS, PROMOTION_TREATMENTS } from '../promotions/promotion-settings';
import { OPERATOR_REASON_MAX_LENGTH } from '../operations/operator-rules';

/**
 * The admin console's calls (ADR 158): commerce settings, for the `admin` role only, under
 * `/api/admin/…`. Not in the spec.
 */

/** One promotion code of a brand as the console lists it, with how far it has been claimed. */
export const AdminPromotionSchema = z.object({
  id: z.number().int(),
  brandId: z.number().int(),
  brandName: z.string(),
  code: z.string(),
  titleText: z.string(),
  altText: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  /** What an `amount` code takes off, in cents (0 for a free Rx line). */
  amountCents: z.number().int(),
  /** The treatment category it is valid for (`skin`, `hair`); null for every category. */
  appliesTo: z.enum(PROMOTION_TREATMENTS).nullable(),
  validFrom: z.string().datetime(),
  validUntil: z.string().datetime().nullable(),
  maxUses: z.number().int().nullable(),
  /** Claims held now: open ones, and those a paid order or account credit used. */
  useCount: z.number().int(),
  pausedAt: z.string().datetime().nullable(),
  status: z.enum(PROMOTION_STATUSES),
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;

/** `GET /api/admin/promotions`: every brand's codes, live and scheduled first, then by code. */
export const AdminPromotionsResponseSchema = z.object({ data: z.object({ promotions: z.array(AdminPromotionSchema) }) });
export type AdminPromotions = z.infer<typeof AdminPromotionsResponseSchema>['data'];

/** Every change names why; the reason goes on the audit trail with the admin's name (ADR 159). */
const Reason = z.string().max(OPERATOR_REASON_MAX_LENGTH);

/**
 * What an admin sets on a code (`promotion-settings.ts` checks the values; a 422 names each
 * field). Sent whole on an edit, so the form and the stored code never half-agree.
 */
const PromotionSettingsFields = {
  titleText: z.string().max(1000),
  altText: z.string().max(1000),
  kind: z.enum(PROMOTION_KINDS),
  amountCents: z.number().int().min(0).max(2_147_483_647),
  appliesTo: z.enum(PROMOTION_TREATMENTS).nullable(),
  validFrom: z.string().datetime({ offset: true }),
  validUntil: z.string().datetime({ offset: true }).nullable(),
  maxUses: z.number().int().min(0).max(2_147_483_647).nullable(),
  reason: Reason,
};

/** `POST /api/admin/promotions`: a new code of a brand, answering the code as listed (201). */
export const AdminPromotionCreateSchema = z
  .object({ brandId: z.number().int().min(1).max(2_147_483_647), code: z.string().max(PROMOTION_CODE_MAX_LENGTH), ...PromotionSettingsFields })
  .strict();
export type AdminPromotionCreate = z.infer<typeof AdminPromotionCreateSchema>;

/** `PUT /api/admin/promotions/{id}`: the code's settings, whole; its spelling and brand stay. */
export const AdminPromotionUpdateSchema = z.object(PromotionSettingsFields).strict();
export type AdminPromotionUpdate = z.infer<typeof AdminPromotionUpdateSchema>;

/** `POST /api/admin/promotions/{id}/pause`, `/resume` and `/end`: a reason only. */
export const AdminPromotionActionSchema = z.object({ reason: Reason }).strict();
export type AdminPromotionAction = z.infer<typeof AdminPromotionActionSchema>;

export const AdminPromotionResponseSchema = z.object({ data: AdminPromotionSchema });

/** A code named in the address: none of that id answers 404. */
export const AdminPromotionParamsSchema = z.object({ promotionId: z.coerce.number().int().positive().max(2_147_483_647) });
