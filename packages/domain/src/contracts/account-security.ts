import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants/limits';

/**
 * A patient's signed-in device (issue 34 item 4, ADR 168): one live session of their account,
 * named by an opaque id (never the cookie's token or its hash), the browser it was signed in from
 * in words, and when it signed in and was last active. No place: ADR 168 says why.
 */
export const AccountSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that asked: it is ended by Log out, never from the list. */
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;

/** `GET /api/account/security`, and the answer of every change on it: the devices, this one first, then the most recently active. */
export const AccountSecuritySchema = z.object({
  sessions: z.array(AccountSessionSchema),
  /** False for an account made without one (social sign-up): the page then sets a password, asking no current one. */
  hasPassword: z.boolean(),
});
export type AccountSecurity = z.infer<typeof AccountSecuritySchema>;

export const AccountSessionParamsSchema = z.object({ sessionId: z.string().uuid() });

/** `POST /api/account/password`: the new password, with the current one when the account has one. */
export const PasswordChangeRequestSchema = z.object({
  currentPassword: z.string().max(PASSWORD_MAX_LENGTH).default(''),
  newPassword: z.string().max(PASSWORD_MAX_LENGTH).default(''),
});
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequestSchema>;
