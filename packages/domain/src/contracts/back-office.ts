import { z } from 'zod';
import type { TreatmentCategoryName } from '../constants/treatment-categories';
import { PROMOTION_STATUSES } from '../promotions/promotion-status';
import { PROMOTION_KINDS } from './product-selection';

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
  kind: z.enum(PROMOTION_KINDS),
  /** What an `amount` code takes off, in cents (0 for a free Rx line). */
  amountCents: z.number().int(),
  /** The treatment category it is valid for (`skin`, `hair`); null for every category. */
  appliesTo: z.enum(['skin', 'hair'] satisfies TreatmentCategoryName[]).nullable(),
  validFrom: z.string().datetime(),
  validUntil: z.string().datetime().nullable(),
  maxUses: z.number().int().nullable(),
  /** Claims held now: open ones, and those a paid order or account credit used. */
  useCount: z.number().int(),
  status: z.enum(PROMOTION_STATUSES),
});
export type AdminPromotion = z.infer<typeof AdminPromotionSchema>;

/** `GET /api/admin/promotions`: every brand's codes, live and scheduled first, then by code. */
export const AdminPromotionsResponseSchema = z.object({ data: z.object({ promotions: z.array(AdminPromotionSchema) }) });
export type AdminPromotions = z.infer<typeof AdminPromotionsResponseSchema>['data'];
