import { z } from 'zod';
import { INELIGIBLE_REASONS } from '../constants/ineligible-reasons';

export { EligibilityInputSchema } from '../validation/eligibility';

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
