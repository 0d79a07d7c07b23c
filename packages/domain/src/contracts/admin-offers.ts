import { z } from 'zod';
import { PROMOTION_CODE_MAX_LENGTH } from '../constants/limits';
import { OPERATOR_REASON_MAX_LENGTH } from '../operations/operator-rules';
import { CHECKOUT_MODES, INTRO_OFFER_IDS, ProductSelectionDataSchema, SelectionFlagsSchema } from './product-selection';

/**
 * The admin console's offers and flags (issue 33 item 3, ADR 163): how a brand sells, as an admin
 * sets it. Not in the spec. `selling-settings-rules.ts` checks the values; a 422 names each field.
 */

const TEXT_MAX = 200;
const FeeCents = z.number().int().min(0).max(2_147_483_647);
const FeesSchema = z.object({ consultation: FeeCents, shipping: FeeCents, handling: FeeCents }).strict();

/** What an admin sets of a brand's selling: every field, sent whole so the form and the brand never half-agree. */
export const AdminSellingSettingsSchema = z
  .object({
    introOfferId: z.enum(INTRO_OFFER_IDS),
    flags: SelectionFlagsSchema.omit({ isTwoMonthFirstShipment: true })
      .extend({
        priceSummaryHeaderText: z.string().max(TEXT_MAX).optional(),
        yourRoutineEssentialsCopy: z.string().max(TEXT_MAX),
        addMoreToYourBoxCopy: z.string().max(TEXT_MAX),
      })
      .strict(),
    /** 000 §3: the future-proof product shown renamed as hydro-plus. */
    showsFutureProofAsHydroPlus: z.boolean(),
    /** Fees in cents per checkout mode (001 §3 handling, shipping, dermatologyConsultation). */
    fees: z.object(Object.fromEntries(CHECKOUT_MODES.map((mode) => [mode, FeesSchema])) as Record<(typeof CHECKOUT_MODES)[number], typeof FeesSchema>).strict(),
    /** The gift with a trial's first box, by name (the brand's gift picture); null for none. */
    giftName: z.string().max(TEXT_MAX).nullable(),
    /** The promotion code the hair selection page offers (001 §2.1 hair promo card); null for none. */
    hairPromotionCode: z.string().max(PROMOTION_CODE_MAX_LENGTH).nullable(),
  })
  .strict();
export type AdminSellingSettings = z.infer<typeof AdminSellingSettingsSchema>;

/** A brand's selling as the console lists it: the settings in effect and the admin change they come from. */
export const AdminBrandSellingSchema = z.object({
  brandId: z.number().int(),
  brandName: z.string(),
  settings: AdminSellingSettingsSchema,
  /** When an admin last changed them; null while the brand sells as configured at release. */
  changedAt: z.string().datetime().nullable(),
  reason: z.string().nullable(),
});
export type AdminBrandSelling = z.infer<typeof AdminBrandSellingSchema>;

/** `GET /api/admin/offers`: every brand's selling. */
export const AdminOffersResponseSchema = z.object({ data: z.object({ brands: z.array(AdminBrandSellingSchema) }) });
export type AdminOffers = z.infer<typeof AdminOffersResponseSchema>['data'];

/** A brand named in the address. */
export const AdminOffersParamsSchema = z.object({ brandId: z.coerce.number().int().positive().max(2_147_483_647) });

/** `PUT /api/admin/offers/{brandId}`: the brand's settings, whole, with the reason; answers the brand as listed. */
export const AdminSellingChangeSchema = z.object({ settings: AdminSellingSettingsSchema, reason: z.string().max(OPERATOR_REASON_MAX_LENGTH) }).strict();
export type AdminSellingChange = z.infer<typeof AdminSellingChangeSchema>;

export const AdminBrandSellingResponseSchema = z.object({ data: AdminBrandSellingSchema });

/**
 * `POST /api/admin/offers/{brandId}/preview`: settings not yet saved, and the category to show;
 * answers the selection data a new patient with no answers would get: the recommended routine
 * and the prices its order summary is drawn from.
 */
export const AdminSellingPreviewSchema = z.object({ settings: AdminSellingSettingsSchema, category: z.enum(['skin', 'hair']) }).strict();
export type AdminSellingPreview = z.infer<typeof AdminSellingPreviewSchema>;

export const AdminSellingPreviewResponseSchema = z.object({ data: ProductSelectionDataSchema });
