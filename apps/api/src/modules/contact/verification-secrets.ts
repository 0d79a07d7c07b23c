import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_CODE_LENGTH } from '@app/domain/constants';

/**
 * Phone codes have only 10,000 values, so a plain or even a slow hash of one is reversed
 * offline in moments. They are stored as HMAC-SHA256 under a key derived from the app's secret,
 * which is not in the database: a copy of the table alone reveals nothing. See ADR 020.
 */
export interface CodeHasher {
  hash: (patientId: number, phone: string, code: string) => string;
  matches: (storedHash: string, patientId: number, phone: string, code: string) => boolean;
}

export function createCodeHasher(appSecret: string): CodeHasher {
  // A key of its own, so a code hash can never be confused with a CSRF signature.
  const key = createHmac('sha256', appSecret).update('teleskin/phone-verification-code/v1').digest();
  // The patient and number are part of the message, so a hash cannot be moved to another row.
  const hash = (patientId: number, phone: string, code: string) =>
    createHmac('sha256', key).update(`${patientId}:${phone}:${code}`).digest('hex');
  return {
    hash,
    matches: (storedHash, patientId, phone, code) => {
      const expected = Buffer.from(storedHash, 'hex');
      const given = Buffer.from(hash(patientId, phone, code), 'hex');
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** A uniformly random code of four digits, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** A link token: 256 random bits, so a plain SHA-256 of it is safe to store (as for sessions). */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
