import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants/limits';
import { STAFF_ROLES } from '../constants/roles';

/** A care-team sign-in: email, password and the authenticator's current code, in one form (ADR 118). */
export const StaffSignInRequestSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH + 50).default(''),
  password: z.string().max(PASSWORD_MAX_LENGTH).default(''),
  code: z.string().max(20).default(''),
});
export type StaffSignInRequest = z.infer<typeof StaffSignInRequestSchema>;

/** The signed-in staff member as their pages show them. */
export const StaffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The states a provider is licensed in; empty for an operator. */
  licensedStates: z.array(z.string()),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
