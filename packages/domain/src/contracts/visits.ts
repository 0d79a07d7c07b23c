import { z } from 'zod';
import { FLOW_IDS, FLOW_STEPS } from '../flows/flow-definitions';
import { EligibilityDataSchema } from './eligibility';
import { PrescriptionViewSchema } from './prescriptions';
import { SHIPMENT_STATUSES } from './shipments';

export const SessionBagSchema = z
  .object({
    hasViewedBundle: z.boolean(),
    selectedAddOnProductItemIds: z.array(z.number().int()).max(50),
    hasCreatedAccount: z.boolean(),
    getDobOnLegalNamePage: z.boolean(),
    hasAddedPaymentMethod: z.boolean(),
    hasAddedShippingAddress: z.boolean(),
    hasActivatedTrial: z.boolean(),
  })
  .partial()
  .strict();
export type SessionBag = z.infer<typeof SessionBagSchema>;

/**
 * What the browser may write into the bag (ADR 107): the bundle viewed, its add-ons and the
 * legal-name page's date-of-birth question. The flags for steps done are the server's, derived.
 */
export const SessionBagEditSchema = SessionBagSchema.pick({ hasViewedBundle: true, selectedAddOnProductItemIds: true, getDobOnLegalNamePage: true }).strict();
export type SessionBagEdit = z.infer<typeof SessionBagEditSchema>;

export const VisitPhotoSchema = z.object({
  id: z.number().int(),
  localUrl: z.string(),
  // Null only for a photo outside a visit (a message's attachment), which no visit lists.
  metadata: z.object({ photo_perspective: z.string(), treatment_category: z.number().int().nullable() }),
});

/**
 * What became of a completed visit after it was sent (issue 29 item 1, ADR 136): the provider's
 * decision and what it prescribed or declined, the provider's open request for more photos, and
 * the parcel of the visit's first order. The dashboard's list carries it; a single visit's read
 * leaves it out.
 */
export const VisitReviewSchema = z.object({
  /** When a provider decided; null while the visit waits. */
  decidedAt: z.string().datetime().nullable(),
  /** What the decision prescribed and declined, in the order the provider recorded it. */
  prescriptions: z.array(PrescriptionViewSchema),
  /** The provider's request for more photos that no photo of the visit answered yet. */
  photoRequest: z.object({ note: z.string(), requestedAt: z.string().datetime() }).nullable(),
  /** The parcel of the visit's first order, when one was paid. */
  shipment: z
    .object({
      status: z.enum(SHIPMENT_STATUSES),
      trackingNumber: z.string().nullable(),
      shippedAt: z.string().datetime().nullable(),
      deliveredAt: z.string().datetime().nullable(),
    })
    .nullable(),
});
export type VisitReview = z.infer<typeof VisitReviewSchema>;

/** The visit of 000 §3 plus its flow progress (ours: the spec does not show how steps resume). */
export const VisitSchema = z.object({
  uuid: z.string().uuid(),
  brand: z.number().int(),
  flow: z.enum(FLOW_IDS),
  treatmentCategory: z.number().int(),
  orders: z.array(z.object({ id: z.number().int() })),
  photos: z.array(VisitPhotoSchema),
  sessionBag: SessionBagSchema,
  eligibility: EligibilityDataSchema.nullable(),
  responses: z.array(z.object({ question: z.object({ id: z.string() }), value: z.array(z.string()) })),
  progress: z.object({
    currentStep: z.enum(FLOW_STEPS).nullable(),
    resumePath: z.string(),
    steps: z.array(z.object({ step: z.enum(FLOW_STEPS), state: z.enum(['done', 'todo', 'not-applicable']) })),
  }),
  isMinor: z.boolean(),
  completedAt: z.string().nullable(),
  /** Only in the patient's list of visits (the dashboard), and only once the visit was sent. */
  review: VisitReviewSchema.optional(),
});
export type Visit = z.infer<typeof VisitSchema>;

export const VisitResponseSchema = z.object({ data: VisitSchema });
export const VisitListResponseSchema = z.object({ data: z.array(VisitSchema) });
