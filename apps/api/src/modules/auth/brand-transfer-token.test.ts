import { describe, expect, it } from 'vitest';
import { createTransferTokenSealer, type TransferClaims } from './brand-transfer-token';

const now = new Date('2026-11-21T12:00:00Z');
const claims: TransferClaims = {
  patientId: 7,
  sourceBrandId: 2,
  targetBrandId: 1,
  email: 'jo@example.com',
  dob: '1990-04-12',
  state: 'CA',
  acceptedTosAt: now.getTime(),
  expiresAt: now.getTime() + 60_000,
};

describe('transfer link tokens', () => {
  const sealer = createTransferTokenSealer('a'.repeat(40));

  it('opens what it sealed, and hides the claims', () => {
    const token = sealer.seal(claims);
    expect(sealer.open(token, now)).toEqual(claims);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('1990-04-12');
  });

  it('refuses an expired token', () => {
    expect(sealer.open(sealer.seal(claims), new Date(claims.expiresAt))).toBeNull();
  });

  it('refuses a token changed in one character, made with another secret, or junk', () => {
    const token = sealer.seal(claims);
    const flipped = token.slice(0, 20) + (token[20] === 'A' ? 'B' : 'A') + token.slice(21);
    expect(sealer.open(flipped, now)).toBeNull();
    expect(createTransferTokenSealer('b'.repeat(40)).open(token, now)).toBeNull();
    expect(sealer.open('not-a-token', now)).toBeNull();
    expect(sealer.open('', now)).toBeNull();
  });
});
