import { z } from 'zod';
import { FLOW_IDS } from '../flows/flow-definitions';
import { CatalogueCardSchema, CatalogueImageSchema, CataloguePricesSchema, PriceEntrySchema } from './catalogue';
import { UPSELL_OFFER_IDS } from '../constants/upsell-offers';
import { PROMOTION_KINDS, PROMOTION_LINE_TARGETS, PROMOTION_PERCENT_MAX } from '../promotions/promotion-settings';

/**
 * The product selection page's calls (001 §3 "Product selection data", §4, §7.2). Every amount is
 * in cents and computed by the server; the browser shows it and sends back item ids only.
 */

/** 001 §3: purchase context values; checkout mode values. */
export const PURCHASE_CONTEXTS = ['trial', 'subscription', 'onetime'] as const;
export type PurchaseContext = (typeof PURCHASE_CONTEXTS)[number];
export const CHECKOUT_MODES = ['Trial', 'Subscription', 'Cart'] as const;
export type CheckoutMode = (typeof CHECKOUT_MODES)[number];

/** The `{x}` of the selection paths: the flow that sells (001 §4 "Checkout mode by flow"). */
export const SelectionFlowSchema = z.enum(FLOW_IDS);

/** The trial offers of 001 §1, one per brand (issue 10 item 2), with their copy of §9. */
export const INTRO_OFFER_IDS = ['thirty-day-trial', 'two-month-half-off', 'two-month-rx-1995'] as const;
export type IntroOfferId = (typeof INTRO_OFFER_IDS)[number];
export const IntroOfferSchema = z.object({
  id: z.enum(INTRO_OFFER_IDS),
  /** Shown beside the Rx price, e.g. "(1 month FREE!)" or "(50% off)". */
  priceNote: z.string(),
  /** The offer's small print, e.g. "*50% off a 2-month supply. …"; absent when it has none. */
  footnote: z.string().optional(),
});
export type IntroOffer = z.infer<typeof IntroOfferSchema>;

/** The brand flags of 001 §3 that the selection page reads (per brand, issue 10 item 2). */
export const SelectionFlagsSchema = z.object({
  isTwoMonthFirstShipment: z.boolean(),
  isSkinnyTrial: z.boolean(),
  agencyMultiRx: z.boolean(),
  multiRxRecommendations: z.boolean(),
  displayAdditionalRx: z.boolean(),
  agencySmallBottlesInSignUp: z.boolean(),
  skinPreShipmentNotification: z.boolean(),
  showPromoSection: z.boolean(),
  /** 001 §2.4: "Sales tax (estimated)" replaces the Handling fee line. */
  noTaxOnTrials: z.boolean(),
  priceSummaryHeaderText: z.string().optional(),
  yourRoutineEssentialsCopy: z.string(),
  addMoreToYourBoxCopy: z.string(),
});
export type SelectionFlags = z.infer<typeof SelectionFlagsSchema>;

/** A card as the selection page gets it: the catalogue card and what the patient's answers make of it. */
export const SelectionCardSchema = CatalogueCardSchema.extend({
  recommended: z.boolean(),
  /** Why it is recommended, from the patient's answers (001 §3 recommendationText). */
  recommendationText: z.object({ label: z.string(), modalCallout: z.string() }).optional(),
  /** Tags of the hair Rx card ("Made for"/"Made to treat:"). */
  madeFor: z.array(z.string()).optional(),
});
export type SelectionCard = z.infer<typeof SelectionCardSchema>;

const CentsSchema = z.number().int().nonnegative();

export { PROMOTION_KINDS, PROMOTION_LINE_TARGETS, type PromotionKind, type PromotionLineTarget } from '../promotions/promotion-settings';

/**
 * 001 §3 "Promotion claim" (amount in cents), with the code's kind and, for a percent code, its
 * percentage and the lines it applies to (ADR 166). A percent claim's amount is 0 until a paid
 * box fixes it. Absent fields (claims priced before ADR 166) mean no percentage, the whole box.
 */
export const PromotionClaimSchema = z.object({
  amount: CentsSchema,
  code: z.string(),
  promotionCodeId: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  percentOff: z.number().int().min(0).max(PROMOTION_PERCENT_MAX).optional(),
  appliesToLines: z.enum(PROMOTION_LINE_TARGETS).optional(),
  /** The most a percent claim may take off: what is left of its code's budget, when it has one. */
  maxCents: CentsSchema.optional(),
});
export type PromotionClaim = z.infer<typeof PromotionClaimSchema>;

/** 001 §3 "Promotion": a code offered to this patient, applied once automatically when unclaimed. */
export const PromotionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  titleText: z.string(),
  altText: z.string(),
  percentageOffActual: z.number(),
});

export const SelectionTotalsSchema = z.object({
  subtotal: CentsSchema,
  discount: CentsSchema,
  total: CentsSchema,
  credit: CentsSchema,
  totalWithTax: CentsSchema,
});

/** An offer accepted for the box (ADR 108): its line today and what it adds to a later 60-day box. */
export const UpsellLineSchema = z.object({
  offer: z.enum(UPSELL_OFFER_IDS),
  productId: z.number().int(),
  name: z.string(),
  thumbnailImage: CatalogueCardSchema.shape.thumbnailImage,
  isRx: z.boolean(),
  itemId: z.number().int(),
  isFullSize: z.boolean(),
  today: PriceEntrySchema,
  laterItemId: z.number().int(),
  laterCentsPer60Days: CentsSchema,
});

/** 001 §3 "Product selection data", for one flow and the selection asked about. */
export const ProductSelectionDataSchema = z.object({
  flow: SelectionFlowSchema,
  checkoutMode: z.enum(CHECKOUT_MODES),
  treatmentCategory: z.enum(['skin', 'hair']),
  rxCards: z.array(SelectionCardSchema),
  addOnRxCards: z.array(SelectionCardSchema),
  otcCards: z.array(SelectionCardSchema),
  /** Every card a selected item id can belong to (those above and the ones behind "Explore other products"). */
  cards: z.array(SelectionCardSchema),
  prices: CataloguePricesSchema,
  flags: SelectionFlagsSchema,
  introOffer: IntroOfferSchema,
  patient: z.object({
    firstname: z.string().nullable(),
    lastname: z.string().nullable(),
    introOffer: z.object({ id: z.enum(INTRO_OFFER_IDS) }),
  }),
  handling: CentsSchema,
  shipping: CentsSchema,
  dermatologyConsultation: CentsSchema,
  /** Estimated tax of the selection asked about; `initialTax` of the initial selection. */
  tax: CentsSchema,
  initialTax: CentsSchema,
  /**
   * Estimated tax of "Your next box" of the selection asked about, as its first renewal prices it
   * (issue 29 item 3); null without a state on file or a next box.
   */
  nextBoxTax: CentsSchema.nullable(),
  giftWithPurchaseData: z.object({ name: z.string(), image: CatalogueImageSchema }).nullable(),
  checkoutPaymentDetails: z.object({
    isCollectionRequired: z.boolean(),
    isPaymentRequired: z.boolean(),
    userMessage: z.string().optional(),
  }),
  hasViewedProductSelectionPage: z.boolean(),
  /** Full-size item ids (001 §4): the saved selection, else the recommendation. */
  initialSelectedItemIds: z.array(z.number().int()),
  initialPurchaseContext: z.enum(PURCHASE_CONTEXTS),
  initialPromotionClaim: PromotionClaimSchema.nullable(),
  promotion: PromotionSchema.nullable(),
  /** The server's totals for the selection asked about: what checkout will charge. */
  totals: SelectionTotalsSchema,
  /** Offers accepted for this box, priced into the summary and "Your next box" (ADR 108). */
  upsells: z.array(UpsellLineSchema),
  /** The patient's usable account credit (ADR 109), which pays toward today's total first. */
  creditCents: CentsSchema,
});
export type ProductSelectionData = z.infer<typeof ProductSelectionDataSchema>;
export const ProductSelectionDataResponseSchema = z.object({ data: ProductSelectionDataSchema });

/** Query of the selection data call (001 §7.2: selectedItemIds, brand, treatment category). */
export const ProductSelectionQuerySchema = z
  .object({
    /** Comma-separated full-size item ids; absent for the initial selection. */
    selectedItemIds: z.string().max(200).optional(),
    brand: z.coerce.number().int(),
    treatmentCategory: z.coerce.number().int(),
  })
  .strict();

/** Set patient viewed at (001 §7.2: brand, treatment category). */
export const SetViewedAtRequestSchema = z.object({ brand: z.number().int(), treatmentCategory: z.number().int() }).strict();
export const SetViewedAtResponseSchema = z.object({ data: z.object({ viewedAt: z.string() }) });

/**
 * Update selected items (001 §3 "Selected items", §7.2): item ids only. Strict: a price, total or
 * any other field the server did not ask for is refused, never silently dropped (issue 10 item 9).
 */
export const SubscriptionItemsRequestSchema = z
  .object({
    brand: z.number().int(),
    treatment_category: z.number().int(),
    items: z.array(z.object({ item_id: z.number().int(), quantity: z.literal(1) }).strict()).max(50),
    deferred_products: z.array(z.number().int()).max(50),
  })
  .strict();
export type SubscriptionItemsRequest = z.infer<typeof SubscriptionItemsRequestSchema>;
export const SubscriptionItemsResponseSchema = z.object({
  data: z.object({ selectedItemIds: z.array(z.number().int()), totals: SelectionTotalsSchema }),
});

/** Update purchase context (001 §7.2; payload ours). */
export const PurchaseContextRequestSchema = z
  .object({
    brand: z.number().int(),
    treatmentCategory: z.number().int(),
    purchaseContext: z.enum(PURCHASE_CONTEXTS),
  })
  .strict();
export const PurchaseContextResponseSchema = z.object({ data: z.object({ purchaseContext: z.enum(PURCHASE_CONTEXTS) }) });

/** The hair what-changes list (001 §7.2): what the hair Rx card is "Made to treat:" in new-treatment hair. */
export const HairWhatChangesResponseSchema = z.object({
  data: z.object({ whatChanges: z.array(z.object({ formattedName: z.string() })) }),
});
