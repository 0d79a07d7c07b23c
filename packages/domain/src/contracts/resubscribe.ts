import { z } from 'zod';
import { RESUBSCRIPTION_FLOWS } from '../flows/flow-definitions';
import { SavedResponseEntrySchema } from '../surveys/answer-schemas';
import { SURVEY_PROVIDERS } from '../surveys/survey-definition';
import { PURCHASE_CONTEXTS } from './product-selection';

const CentsSchema = z.number().int().nonnegative();

/** 001 §3 "resubscribe" (treatmentCategory, surveyProvider, purchaseContext): PUT /api/patient/resubscribe. */
export const ResubscribeRequestSchema = z
  .object({
    treatmentCategory: z.number().int(),
    surveyProvider: z.enum(SURVEY_PROVIDERS),
    purchaseContext: z.enum(PURCHASE_CONTEXTS),
    /** Ours (ADR 143): the resubscription flow whose cart opens; `resubscription` when absent. */
    flow: z.enum(RESUBSCRIPTION_FLOWS).optional(),
  })
  .strict();
export type ResubscribeRequest = z.infer<typeof ResubscribeRequestSchema>;

/** 000 §3 "Resubscribe product variant": blurb, image{url, altText}, name, price, shopifyVariantId; with ours. */
export const ResubscribeVariantSchema = z.object({
  blurb: z.string(),
  image: z.object({ url: z.string(), altText: z.string() }),
  name: z.string(),
  /** The subscription (full-size) price in cents, before any claim. */
  price: CentsSchema,
  shopifyVariantId: z.string(),
  isRx: z.boolean(),
  /** A required product cannot be removed (000 §4). */
  isRequired: z.boolean(),
});
export type ResubscribeVariant = z.infer<typeof ResubscribeVariantSchema>;

export const CartLineSchema = z.object({
  itemId: z.number().int(),
  variantId: z.string(),
  name: z.string(),
  isRx: z.boolean(),
  isRequired: z.boolean(),
  priceCents: CentsSchema,
  originalCents: CentsSchema,
});

/** 000 §3 "Shop cart data": lines, discount codes, checkoutUrl; with the server's subtotal and minimum. */
export const ShopCartSchema = z.object({
  /** The visit's order: its cart's id, the `{orderId}` of the visit order update (ADR 111). */
  id: z.number().int(),
  lines: z.array(CartLineSchema),
  discountCodes: z.array(z.string()),
  checkoutUrl: z.string(),
  subtotal: CentsSchema,
  minimum: CentsSchema,
  isBelowMinimum: z.boolean(),
  maxLines: z.number().int(),
  everyDays: z.number().int(),
});
export type ShopCart = z.infer<typeof ShopCartSchema>;

/** The resubscribe shop of an open resubscription visit (000 §2 "Resubscribe shop"). */
export const ResubscribeShopSchema = z.object({
  visitUuid: z.string().uuid(),
  treatmentCategory: z.number().int(),
  patient: z.object({ firstname: z.string().nullable() }),
  variants: z.array(ResubscribeVariantSchema),
  cart: ShopCartSchema,
  /** Where the flow continues (the consultation when it is still to do, ADR 111). */
  resumePath: z.string(),
});
export type ResubscribeShop = z.infer<typeof ResubscribeShopSchema>;
export const ResubscribeShopResponseSchema = z.object({ data: ResubscribeShopSchema });

/** 001 §3 "visit order update": the last path segment of a variant id to add and/or remove. */
const VariantSegmentSchema = z.string().min(1).max(200);
export const VisitOrderUpdateRequestSchema = z
  .object({
    add_shopify_product_variant_id: VariantSegmentSchema.optional(),
    remove_shopify_product_variant_id: VariantSegmentSchema.optional(),
  })
  .strict();
export type VisitOrderUpdateRequest = z.infer<typeof VisitOrderUpdateRequestSchema>;

export const VisitOrderParamsSchema = z.object({ uuid: z.string().max(64), orderId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** 000 §3 "Resubscription data": patient.firstname; formulations with their ingredients and the condition each treats. */
export const FormulationSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productDisplayOrder: z.number().int(),
  ingredients: z.array(
    z.object({
      name: z.string(),
      /** Percent strength (0.025 for 0.025%); null when the prescription gives none. */
      percentage: z.number().nullable(),
      /** What it treats, from the one mapping table (ADR 111); null for an ingredient not in it. */
      condition: z.string().nullable(),
    }),
  ),
});
export type Formulation = z.infer<typeof FormulationSchema>;
export const FormulationDataSchema = z.object({
  patient: z.object({ firstname: z.string().nullable() }),
  formulations: z.array(FormulationSchema),
});
export type FormulationData = z.infer<typeof FormulationDataSchema>;
/** 001 §7.3: the answer's data.data holds patient and formulations. */
export const FormulationDataResponseSchema = z.object({ data: FormulationDataSchema });

/** GET /api/patient/resubscribe/previous-responses: the answers of the patient's newest completed skin survey. */
export const PreviousResponsesResponseSchema = z.object({ data: z.array(SavedResponseEntrySchema) });
