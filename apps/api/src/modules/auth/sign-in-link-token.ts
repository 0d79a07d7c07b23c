import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { createClaimsBox } from './sealed-claims';

/**
 * The emailed sign-in link's token (ADR 134), made like the brand transfer link's (ADR 052): its
 * claims sealed under a key derived from the app secret, so no table holds live links. The nonce
 * makes it single-use: the first use marks it in `rate_limit_counters`.
 */
const SignInLinkClaimsSchema = z.object({
  patientId: z.number().int().positive(),
  brandId: z.number().int(),
  /** Normalised; a link stops working if the account's email changes. */
  email: z.string(),
  nonce: z.string(),
  expiresAt: z.number().int(),
});
export type SignInLinkClaims = z.infer<typeof SignInLinkClaimsSchema>;

export interface SignInLinkSealer {
  seal: (claims: Omit<SignInLinkClaims, 'nonce'>) => string;
  /** The claims of a genuine, unexpired token, or null. */
  open: (token: string, now: Date) => SignInLinkClaims | null;
}

export function createSignInLinkSealer(appSecret: string): SignInLinkSealer {
  const box = createClaimsBox(appSecret, 'teleskin/sign-in-link/v1', SignInLinkClaimsSchema);
  return {
    seal: (claims) => box.seal({ ...claims, nonce: randomBytes(16).toString('base64url') }),
    open: box.open,
  };
}
