import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../constants/limits';
import { SAME_SITE_PATH_MAX_LENGTH } from '../validation/same-site-path';

/**
 * The guardian submit of 000 §7 (firstname, lastname, email, phone, terms, redirectUrl). Missing
 * fields default to empty so they get the "required" message; the rules live in
 * validation/guardian.ts. Lengths here only bound the input.
 */
export const GuardianRequestSchema = z.object({
  firstname: z.string().max(NAME_MAX_LENGTH + 50).default(''),
  lastname: z.string().max(NAME_MAX_LENGTH + 50).default(''),
  email: z.string().max(EMAIL_MAX_LENGTH + 50).default(''),
  phone: z.string().max(40).default(''),
  terms: z.boolean().default(false),
  /** Where the browser goes next; only a path on this site is kept (ours). */
  redirectUrl: z.string().max(SAME_SITE_PATH_MAX_LENGTH * 2).nullish(),
});
export type GuardianRequest = z.infer<typeof GuardianRequestSchema>;

/** The guardian of 000 §3 as the patient sees it; `phone` is digits only. */
export const GuardianSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  terms: z.boolean(),
});
export type Guardian = z.infer<typeof GuardianSchema>;

export const GuardianResponseSchema = z.object({
  data: GuardianSchema,
  /** The request's redirectUrl when it is a path on this site, otherwise null. */
  redirectUrl: z.string().nullable(),
});
export type GuardianResponse = z.infer<typeof GuardianResponseSchema>;

/** `GET /api/patient/guardian`: the guardian given so far, to fill the form in again. */
export const GuardianReadResponseSchema = z.object({ data: GuardianSchema.nullable() });
