import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants/limits';
import { IneligibleReasonSchema } from './eligibility';
import { PatientSchema } from './patient';

/**
 * `POST /api/patient/brand/transfer` (001 §7.1: dob, state, acceptedTOS): the details this brand
 * needs before an account of the other brand may move here, plus (ours) the account's email, to
 * which the one-time transfer link is sent. `dob` is mm/dd/yyyy.
 */
export const BrandTransferDetailsRequestSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH + 50).default(''),
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
    /** What to tell the visitor: the same words whether or not an account was found. */
    message: z.string(),
  }),
});
export type BrandTransferDetailsResponse = z.infer<typeof BrandTransferDetailsResponseSchema>;

/** Long enough for the signed link token, short enough to bound the work. */
export const BRAND_TRANSFER_TOKEN_MAX_LENGTH = 1000;

/**
 * `POST /api/register/brand-transfer/complete` (payload not shown in 001; ours): the token of the
 * emailed link, which proves the visitor reads the account's mailbox.
 */
export const BrandTransferCompleteRequestSchema = z.object({
  token: z.string().max(BRAND_TRANSFER_TOKEN_MAX_LENGTH).default(''),
});
export type BrandTransferCompleteRequest = z.infer<typeof BrandTransferCompleteRequestSchema>;

export const BrandTransferCompleteResponseSchema = z.object({
  user: PatientSchema,
  message: z.string(),
  /** Where the sign-up flow continues on this brand. */
  redirectPath: z.string(),
});
export type BrandTransferCompleteResponse = z.infer<typeof BrandTransferCompleteResponseSchema>;
