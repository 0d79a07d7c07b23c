import { z } from 'zod';
import { createClaimsBox } from './sealed-claims';

/**
 * The one-time brand transfer link's token: the transfer's facts sealed with AES-256-GCM under a
 * key derived from the app secret. Sealed rather than only signed because the link travels by
 * email and holds a date of birth. It needs no table: it is single-use because completing the
 * transfer moves the account off the source brand, which the token names (see ADR 052).
 */
const TransferClaimsSchema = z.object({
  patientId: z.number().int().positive(),
  sourceBrandId: z.number().int(),
  targetBrandId: z.number().int(),
  email: z.string(),
  /** yyyy-mm-dd, as given on this brand's details form. */
  dob: z.string(),
  state: z.string(),
  acceptedTosAt: z.number().int(),
  expiresAt: z.number().int(),
});
export type TransferClaims = z.infer<typeof TransferClaimsSchema>;

export interface TransferTokenSealer {
  seal: (claims: TransferClaims) => string;
  /** The claims of a genuine, unexpired token, or null. */
  open: (token: string, now: Date) => TransferClaims | null;
}

export function createTransferTokenSealer(appSecret: string): TransferTokenSealer {
  // A key of its own, so this token can never be confused with a CSRF signature or a code hash.
  return createClaimsBox(appSecret, 'teleskin/brand-transfer-link/v1', TransferClaimsSchema);
}
