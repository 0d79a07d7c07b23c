import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants/limits';
import { PatientSchema } from './patient';

/** The registration payload of 001 §3. Field rules live in validation/account.ts. */
export const RegisterRequestSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH + 50).default(''),
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  dob: z.string().max(10).optional(),
  zip: z.string().max(10).optional(),
  state: z.string().max(2).optional(),
  acceptedTOS: z.boolean().optional(),
  disableInstantBrandTransfer: z.boolean().optional(),
  emailOnly: z.boolean().optional(),
  /** Product-detail variant only: the "I am at least 13 years old." checkbox. */
  isAtLeast13: z.boolean().optional(),
  /**
   * The storefront's sign-up (`/auth/signup`, ADR 154): an account for the shop with no medical
   * visit. Needs the terms and age boxes; takes no eligibility answer, birthdate, state or zip.
   */
  otcSignup: z.boolean().optional(),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The registration response of 001 §3; `errors` only appears on a 422. */
export const RegisterResponseSchema = z.object({
  emailOnly: z.boolean(),
  recognizedEmail: z.boolean(),
  requestPassword: z.boolean(),
  isDeletingBrandAccount: z.boolean(),
  canTransferBrand: z.boolean(),
  user: PatientSchema.nullable(),
  message: z.string(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** The registration answer's flags when none applies (a plain success or a plain refusal). */
export const NO_REGISTRATION_OUTCOME = {
  emailOnly: false,
  recognizedEmail: false,
  requestPassword: false,
  isDeletingBrandAccount: false,
  canTransferBrand: false,
} as const satisfies Omit<RegisterResponse, 'user' | 'message'>;

export const LoginRequestSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH + 50).default(''),
  password: z.string().max(PASSWORD_MAX_LENGTH).default(''),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ user: PatientSchema, message: z.string() });

/** Asks for an emailed one-time sign-in link (ADR 134). */
export const SignInLinkRequestSchema = z.object({ email: z.string().max(EMAIL_MAX_LENGTH + 50).default('') });
export type SignInLinkRequest = z.infer<typeof SignInLinkRequestSchema>;
export const SignInLinkResponseSchema = z.object({ message: z.string() });

/** Signs in with the token of an emailed link; answered like a log-in. */
export const SignInLinkUseRequestSchema = z.object({ token: z.string().max(2000).default('') });
export type SignInLinkUseRequest = z.infer<typeof SignInLinkUseRequestSchema>;

export const CsrfResponseSchema = z.object({ ok: z.literal(true) });
