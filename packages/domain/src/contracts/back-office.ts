import { z } from 'zod';
import { PROMOTION_STATUSES } from '../promotions/promotion-status';
import { PROMOTION_CODE_MAX_LENGTH } from '../constants/limits';
import { PROMOTION_KINDS, PROMOTION_LINE_TARGETS, PROMOTION_TREATMENTS } from '../promotions/promotion-settings';
import { CATALOGUE_PRICE_KINDS } from '../subscriptions/price-changes';
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
  /** What an `amount` code takes off, in cents (0 for a percentage or a free Rx line). */
  amountCents: z.number().int(),
  /** What a `percent` code takes off, 1 to 100; null for other kinds (ADR 166). */
  percentOff: z.number().int().nullable(),
  /** The box's lines it is taken off: all, the prescriptions or the over-the-counter products (ADR 166). */
  appliesToLines: z.enum(PROMOTION_LINE_TARGETS),
  /** The treatment category it is valid for (`skin`, `hair`); null for every category. */
  appliesTo: z.enum(PROMOTION_TREATMENTS).nullable(),
  validFrom: z.string().datetime(),
  validUntil: z.string().datetime().nullable(),
  maxUses: z.number().int().nullable(),
  /** Whether a patient may claim it once only; otherwise again once their last claim was used (ADR 164). */
  oncePerPatient: z.boolean(),
  /** Claims held now: open ones, and those a paid order or account credit used. */
  useCount: z.number().int(),
  /** The most the claims may take off in all, in cents; null for no budget. */
  budgetCents: z.number().int().nullable(),
  /** What the claims held now take off in all, in cents: the amount given away. */
  givenCents: z.number().int(),
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
  /** Absent means no percentage, as before percent codes existed (ADR 166). */
  percentOff: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
  /** Absent means the whole box, or a free Rx line's prescriptions (ADR 166). */
  appliesToLines: z.enum(PROMOTION_LINE_TARGETS).optional(),
  appliesTo: z.enum(PROMOTION_TREATMENTS).nullable(),
  validFrom: z.string().datetime({ offset: true }),
  validUntil: z.string().datetime({ offset: true }).nullable(),
  maxUses: z.number().int().min(0).max(2_147_483_647).nullable(),
  /** Absent means once per patient, as before it was a setting (ADR 164). */
  oncePerPatient: z.boolean().default(true),
  /** Absent means no budget, as before budgets existed. */
  budgetCents: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
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

/** A change of a product's price as the console lists it (ADR 160). */
export const AdminPriceChangeSchema = z.object({
  id: z.number().int(),
  priceCents: z.number().int(),
  effectiveOn: z.string(),
  reason: z.string(),
  createdAt: z.string().datetime(),
});
export type AdminPriceChange = z.infer<typeof AdminPriceChangeSchema>;

/** A brand's product at one of its prices (full size, trial size or one time) now, and the changes to come. */
export const AdminPriceSchema = z.object({
  brandId: z.number().int(),
  brandName: z.string(),
  itemId: z.number().int(),
  priceKind: z.enum(CATALOGUE_PRICE_KINDS),
  productName: z.string(),
  /** The code's catalogue, before any change. */
  catalogueCents: z.number().int(),
  /** What a checkout charges now. */
  currentCents: z.number().int(),
  /** Changes whose date is still to come, soonest first. */
  scheduled: z.array(AdminPriceChangeSchema),
  /** The product (a card of the catalogue, every option of it) whose new sales an admin may pause; null for a prescription. */
  productKey: z.string().nullable(),
  /** The product's name without an option's or a kind's ("Tinted Lip Balm"), as a pause of every option of it names it. */
  salesName: z.string(),
  /** Since when the brand sells no new box or shop order of it; null while on sale. */
  salesPausedAt: z.string().datetime().nullable(),
});
export type AdminPrice = z.infer<typeof AdminPriceSchema>;

/** `GET /api/admin/prices`: every brand's products, and the first date a new price may start. */
export const AdminPricesResponseSchema = z.object({ data: z.object({ prices: z.array(AdminPriceSchema), earliestDate: z.string() }) });
export type AdminPrices = z.infer<typeof AdminPricesResponseSchema>['data'];

/** `POST /api/admin/prices`: a product's new price of a brand from a date (201, the product as listed). */
export const AdminPriceChangeCreateSchema = z
  .object({
    brandId: z.number().int().min(1).max(2_147_483_647),
    itemId: z.number().int().min(1).max(2_147_483_647),
    /** Which of the item's prices (ADR 165); a subscriber's box's, the full size, unless said. */
    priceKind: z.enum(CATALOGUE_PRICE_KINDS).default('full-size'),
    priceCents: z.number().int().min(0).max(2_147_483_647),
    effectiveOn: z.string().max(10),
    reason: Reason,
  })
  .strict();
export type AdminPriceChangeCreate = z.infer<typeof AdminPriceChangeCreateSchema>;

export const AdminPriceResponseSchema = z.object({ data: AdminPriceSchema });

/** `POST /api/admin/product-sales`: pause or resume a brand's new sales of an over-the-counter product (200, its state). */
export const AdminProductSalesChangeSchema = z
  .object({
    brandId: z.number().int().min(1).max(2_147_483_647),
    productKey: z.string().max(80),
    onSale: z.boolean(),
    reason: Reason,
  })
  .strict();
export type AdminProductSalesChange = z.infer<typeof AdminProductSalesChangeSchema>;

export const AdminProductSalesSchema = z.object({ brandId: z.number().int(), productKey: z.string(), salesPausedAt: z.string().datetime().nullable() });
export type AdminProductSales = z.infer<typeof AdminProductSalesSchema>;
export const AdminProductSalesResponseSchema = z.object({ data: AdminProductSalesSchema });
