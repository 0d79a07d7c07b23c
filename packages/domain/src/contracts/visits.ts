import { z } from 'zod';
import { FLOW_IDS, FLOW_STEPS } from '../flows/flow-definitions';
import { EligibilityDataSchema } from './eligibility';

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
export type SessionBagInput = z.infer<typeof SessionBagSchema>;

export const VisitPhotoSchema = z.object({
  id: z.number().int(),
  localUrl: z.string(),
  metadata: z.object({ photo_perspective: z.string(), treatment_category: z.number().int() }),
});

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
});
export type Visit = z.infer<typeof VisitSchema>;

export const VisitResponseSchema = z.object({ data: VisitSchema });
export const VisitListResponseSchema = z.object({ data: z.array(VisitSchema) });
