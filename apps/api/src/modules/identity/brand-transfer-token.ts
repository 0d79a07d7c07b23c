import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';

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

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface TransferTokenSealer {
  seal: (claims: TransferClaims) => string;
  /** The claims of a genuine, unexpired token, or null. */
  open: (token: string, now: Date) => TransferClaims | null;
}

export function createTransferTokenSealer(appSecret: string): TransferTokenSealer {
  // A key of its own, so this token can never be confused with a CSRF signature or a code hash.
  const key = createHmac('sha256', appSecret).update('teleskin/brand-transfer-link/v1').digest();
  return {
    seal: (claims) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(claims), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    open: (token, now) => {
      const raw = Buffer.from(token, 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) {
        return null;
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]);
        const parsed = TransferClaimsSchema.safeParse(JSON.parse(plain.toString('utf8')));
        return parsed.success && parsed.data.expiresAt > now.getTime() ? parsed.data : null;
      } catch {
        // A forged or damaged token fails authentication; that is an expected outcome, not an error.
        return null;
      }
    },
  };
}
