import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts and authenticates short texts under one key (AES-256-GCM, a fresh 96-bit IV each time). */
export interface SealedBox {
  /** iv ‖ ciphertext ‖ tag, base64url. */
  seal: (plain: string) => string;
  /** The text sealed by this box, or null for anything forged, damaged or sealed under another key. */
  open: (sealed: string) => string | null;
}

/**
 * A box whose key is derived from the app secret and `purpose` (e.g. `teleskin/brand-transfer-link/v1`),
 * so what one purpose sealed can never be opened, or passed off, as another's. The key lives only
 * in the processes' memory: a copy of the database alone opens nothing.
 */
export function createSealedBox(appSecret: string, purpose: string): SealedBox {
  const key = createHmac('sha256', appSecret).update(purpose).digest();
  return {
    seal: (plain) => {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    open: (sealed) => {
      const raw = Buffer.from(sealed, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) {
        return null;
      }
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        // A forged or damaged box fails authentication; that is an expected outcome, not an error.
        return null;
      }
    },
  };
}
