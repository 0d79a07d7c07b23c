import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants/limits';
import { IneligibleReasonSchema } from './eligibility';
import { PatientSchema } from './patient';

/**
 * `POST /api/patient/brand/transfer` (001 §7.1: dob, state, acceptedTOS): the details this brand
 * needs before an account from the other brand may move here. `dob` is mm/dd/yyyy.
 */
export const BrandTransferDetailsRequestSchema = z.object({
  dob: z.string().max(10).default(''),
  state: z.string().max(2).default(''),
  acceptedTOS: z.boolean().default(false),
});
export type BrandTransferDetailsRequest = z.infer<typeof BrandTransferDetailsRequestSchema>;

export const BrandTransferDetailsResponseSchema = z.object({
  data: z.object({
    isEligible: z.boolean(),
    /** Set when this brand cannot serve the visitor (the availability notice shows it). */
    ineligibleReason: IneligibleReasonSchema.nullable(),
  }),
});
export type BrandTransferDetailsResponse = z.infer<typeof BrandTransferDetailsResponseSchema>;

/**
 * `POST /api/register/brand-transfer/complete` (payload not shown in 001; ours): the email and the
 * password of the account on the other brand, which prove the visitor owns it.
 */
export const BrandTransferCompleteRequestSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH + 50).default(''),
  password: z.string().max(PASSWORD_MAX_LENGTH).default(''),
});
export type BrandTransferCompleteRequest = z.infer<typeof BrandTransferCompleteRequestSchema>;

export const BrandTransferCompleteResponseSchema = z.object({
  user: PatientSchema,
  message: z.string(),
  /** Where the sign-up flow continues on this brand. */
  redirectPath: z.string(),
});
export type BrandTransferCompleteResponse = z.infer<typeof BrandTransferCompleteResponseSchema>;
