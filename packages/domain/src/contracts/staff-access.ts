import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../constants/limits';
import { OPERATOR_REASON_MAX_LENGTH } from '../operations/operator-rules';
import { INVITED_STAFF_ROLES, STAFF_ACCESS_LINK_KINDS } from '../staff/access-links';
import { StaffMemberSchema } from './staff';

/**
 * Invitations and emailed access links of the care team (issue 34 item 2, ADR 170). Not in the
 * spec; a 422 names each field.
 */

/** An invitation not yet accepted nor revoked, as the admin's Care team page lists it. */
export const StaffInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(INVITED_STAFF_ROLES),
  createdAt: z.string().datetime(),
  /** When the latest link sent stops working; a resend sends a new link and a new date. */
  expiresAt: z.string().datetime(),
  isExpired: z.boolean(),
  invitedBy: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const StaffInvitationResponseSchema = z.object({ data: StaffInvitationSchema });

/** `POST /api/admin/staff/invitations`: a new colleague invited by email. */
export const StaffInvitationRequestSchema = z.object({
  email: z.string().max(EMAIL_MAX_LENGTH + 50).default(''),
  name: z.string().max(NAME_MAX_LENGTH + 50).default(''),
  role: z.string().max(20).default(''),
});
export type StaffInvitationRequest = z.infer<typeof StaffInvitationRequestSchema>;

export const StaffInvitationParamsSchema = z.object({ invitationId: z.coerce.number().int().positive().max(2_147_483_647) });

/** `POST /api/admin/staff/:staffId/authenticator-reset`: a link to enrol a new authenticator, with the reason. */
export const StaffAuthenticatorResetRequestSchema = z.object({ reason: z.string().max(OPERATOR_REASON_MAX_LENGTH) });
export type StaffAuthenticatorResetRequest = z.infer<typeof StaffAuthenticatorResetRequestSchema>;

/** The token an emailed link carries, sent in a body so it never sits in an access log's path. */
export const StaffAccessTokenSchema = z.object({ token: z.string().max(200).default('') });
export type StaffAccessToken = z.infer<typeof StaffAccessTokenSchema>;

/**
 * `POST /api/staff/access-link`: what a live link is for. An invitation and an authenticator
 * reset carry the new authenticator's secret (shown as a QR code and as text) until the link is used.
 */
export const StaffAccessLinkSchema = z.object({
  kind: z.enum(STAFF_ACCESS_LINK_KINDS),
  email: z.string(),
  name: z.string(),
  expiresAt: z.string().datetime(),
  authenticator: z.object({ secret: z.string(), uri: z.string() }).nullable(),
});
export type StaffAccessLink = z.infer<typeof StaffAccessLinkSchema>;
export const StaffAccessLinkResponseSchema = z.object({ data: StaffAccessLinkSchema });

/**
 * `POST /api/staff/access-link/complete`: an invitation takes the new password and the new
 * authenticator's code; an authenticator reset the current password and the new authenticator's
 * code; a password reset the new password and the current authenticator's code.
 */
export const StaffAccessCompletionSchema = z.object({
  token: z.string().max(200).default(''),
  password: z.string().max(PASSWORD_MAX_LENGTH).default(''),
  code: z.string().max(20).default(''),
});
export type StaffAccessCompletion = z.infer<typeof StaffAccessCompletionSchema>;
export const StaffAccessCompletionResponseSchema = z.object({ data: StaffMemberSchema });

/** `POST /api/staff/password-reset`: a reset link to the account of this email, if any; the answer is the same either way. */
export const StaffPasswordResetRequestSchema = z.object({ email: z.string().max(EMAIL_MAX_LENGTH + 50).default('') });
export type StaffPasswordResetRequest = z.infer<typeof StaffPasswordResetRequestSchema>;
export const StaffPasswordResetResponseSchema = z.object({ message: z.string() });
