import { z } from 'zod';
import { INELIGIBLE_REASONS } from '../constants/ineligible-reasons';

import type { EligibilityInput } from '../validation/eligibility';

/** The eligibility check's body (000 §7); field rules live in validation/eligibility.ts. */
export const EligibilityInputSchema = z.object({
  state: z.string().max(2).optional().default(''),
  zip: z.string().max(10).optional().default(''),
  birthdate: z.string().max(10).optional().default(''),
  hasAcceptedTerms: z.boolean().optional().default(false),
  treatmentCategories: z.array(z.number().int()).max(2).optional().default([1]),
  militaryAddress: z.boolean().optional().default(false),
}) satisfies z.ZodType<EligibilityInput, unknown>;

export const IneligibleReasonSchema = z.object({
  reason: z.enum(INELIGIBLE_REASONS),
  userMessage: z.string(),
});

/** The eligibility data of 000 §3. */
export const EligibilityDataSchema = z.object({
  state: z.string(),
  zip: z.string(),
  birthdate: z.string(),
  hasAcceptedTerms: z.boolean(),
  treatmentCategories: z.array(z.number().int()),
  ineligibleReason: IneligibleReasonSchema.nullable(),
  isOtcSignupUser: z.boolean(),
  canConsentToMedicalTreatment: z.boolean(),
  isMilitaryAddress: z.boolean(),
});
export type EligibilityData = z.infer<typeof EligibilityDataSchema>;

export const EligibilityResponseSchema = z.object({ data: EligibilityDataSchema });

/**
 * The visit eligibility store's body (000 §7: state, hasAcceptedTerms, birthdate per visit uuid):
 * the category is the visit's own, and there is no zip (ADR 100).
 */
export const VisitEligibilityInputSchema = z.object({
  state: z.string().max(2).optional().default(''),
  birthdate: z.string().max(10).optional().default(''),
  hasAcceptedTerms: z.boolean().optional().default(false),
});
export type VisitEligibilityInput = z.infer<typeof VisitEligibilityInputSchema>;
