import { generateSecret, generateURI, verify } from 'otplib';
import { normalizeTotpCode, isTotpCodeShaped } from '@app/domain/staff';

/** RFC 6238 defaults every authenticator app uses: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side, for a phone's clock a little off; reuse is stopped by the step kept per member. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

/** A new base32 secret for an authenticator app (160 random bits). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` address an authenticator app scans as a QR code or takes typed in. */
export function totpSetupUri(secret: string, issuer: string, email: string): string {
  return generateURI({ issuer, label: email, secret });
}

/**
 * The time step a code matches now, or undefined when it matches none within the tolerance. The
 * caller then claims the step (`claimTotpStep`), which refuses a step used before.
 */
export async function matchTotpStep(secret: string, code: string, now: Date): Promise<number | undefined> {
  if (!isTotpCodeShaped(code)) {
    return undefined;
  }
  const result = await verify({
    secret,
    token: normalizeTotpCode(code),
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
