import type { z } from 'zod';
import { createSealedBox } from '../../sealed-box';

/** Claims carried by an emailed link, sealed rather than stored; each kind has an expiry. */
export interface ClaimsBox<T extends { expiresAt: number }> {
  seal: (claims: T) => string;
  /** The claims of a genuine, unexpired token, or null. */
  open: (token: string, now: Date) => T | null;
}

/**
 * A link token's claims sealed with AES-256-GCM under a key derived from the app secret and
 * `purpose`, so one kind of link can never pass for another (ADRs 052, 134).
 */
export function createClaimsBox<T extends { expiresAt: number }>(appSecret: string, purpose: string, schema: z.ZodType<T>): ClaimsBox<T> {
  const box = createSealedBox(appSecret, purpose);
  return {
    seal: (claims) => box.seal(JSON.stringify(claims)),
    open: (token, now) => {
      const plain = box.open(token);
      if (plain === null) {
        return null;
      }
      try {
        const parsed = schema.safeParse(JSON.parse(plain));
        return parsed.success && parsed.data.expiresAt > now.getTime() ? parsed.data : null;
      } catch {
        // Sealed under our key but not claims: only a bug could make one; treat it as invalid.
        return null;
      }
    },
  };
}
