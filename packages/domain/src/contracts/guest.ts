import { z } from 'zod';

/**
 * The guest endpoints (001 §6 "Guest endpoints exist for cookie middleware and VIP invite codes"):
 * answers of our design, ADR 101.
 */

/** `GET /api/guest/middleware/cookies`: the visitor cookie is set unless the browser opted out. */
export const GuestCookiesResponseSchema = z.object({
  data: z.object({ isOptedOut: z.boolean(), hasVisitorCookie: z.boolean() }),
});

/** Longer codes are refused before any look-up (referral codes are 8 characters). */
export const INVITE_CODE_MAX_LENGTH = 64;

/** `GET /api/guest/vip-invite-codes/{code}`: a valid code and the credits it brings (000 §9). */
export const VipInviteResponseSchema = z.object({
  data: z.object({
    code: z.string(),
    /** What the invited patient gets, in cents. */
    creditCents: z.number().int(),
    /** What the inviting patient gets, in cents. */
    inviterCreditCents: z.number().int(),
  }),
});
