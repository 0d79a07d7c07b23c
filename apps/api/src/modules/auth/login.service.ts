import { MESSAGES, patientAccountSlowedMessage } from '@app/domain/messages';
import { normalizeEmail, validateLoginFields, hasFieldErrors } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { validationError } from '../../errors';
import { consumeAttempt, resetLimit, type RateLimit, claimGuess, type GuessSchedule } from '../rate-limits';
import { verifyPassword } from './passwords';
import { signInBudgetOf } from './sign-in-budgets';
import { findPatientOnBrand } from '../patients';
import { patientEvent, recordAudit } from '../audit';

export interface LoginLimits {
  /** Failed attempts on one account from one address per window. */
  maxPerAccountAndAddress: number;
  /** Attempts from one address per window, whatever the account. */
  maxPerAddress: number;
  windowMinutes: number;
  /** The account's failures, from anywhere: slowed, then refused for the rest of the day (ADR 134). */
  accountGuesses: GuessSchedule;
}

/** Where an attempt comes from: the client's address, and the known device its cookie proves, if any. */
export interface LoginOrigin {
  address: string;
  deviceId: string | undefined;
}

/** The account a log-in names, as the limits and the known-device cookie key it: brand and normalised email. */
export const patientAccountOf = (brandId: number, email: string): string => `patient:${brandId}:${normalizeEmail(email)}`;

/** The per-address limits of ADR 072, which a known device skips: its own budget is what counts. */
function addressLimitsFor(account: string, address: string, limits: LoginLimits) {
  return {
    address: { key: `login:address:${address}`, max: limits.maxPerAddress, windowMinutes: limits.windowMinutes },
    accountAndAddress: {
      key: `login:account-address:${account}:${address}`,
      max: limits.maxPerAccountAndAddress,
      windowMinutes: limits.windowMinutes,
    },
  } satisfies Record<string, RateLimit>;
}

const SLOWED_TEXTS = { slowedMessage: patientAccountSlowedMessage, exhaustedMessage: MESSAGES.account.tooManyFailuresToday };

/**
 * Checks credentials under limits kept in PostgreSQL, so every API process sees the same counts
 * (ADRs 072, 134). From a device the account does not know: per address, per account and address,
 * then the account's guessing budget (growing waits, at most a day's failures) shared by every
 * unknown device; from a known device, that device's own budget only, so guessing elsewhere never
 * keeps the owner out. Every limit is taken before the password is checked (atomically, so
 * parallel guesses cannot slip past), and a refusal says the same whatever the password. A
 * success takes back its own count; failures from elsewhere stay. A sign-in and a wrong password
 * on a known account are audited with the address (ADR 116).
 */
export async function logIn(
  db: Db,
  brandId: number,
  credentials: { email: string; password: string },
  origin: LoginOrigin,
  limits: LoginLimits,
): Promise<PatientRow> {
  const errors = validateLoginFields(credentials);
  if (hasFieldErrors(errors)) {
    throw validationError(errors);
  }
  const email = normalizeEmail(credentials.email);
  const account = patientAccountOf(brandId, email);
  const byAddress = addressLimitsFor(account, origin.address, limits);
  if (!origin.deviceId) {
    await consumeAttempt(db, byAddress.address);
    await consumeAttempt(db, byAddress.accountAndAddress);
  }
  const guess = await claimGuess(db, signInBudgetOf(account, origin.deviceId, limits.accountGuesses, SLOWED_TEXTS));
  const patient = await findPatientOnBrand(db, brandId, email);
  const isValid = await verifyPassword(patient?.passwordHash, credentials.password);
  if (!patient || !isValid) {
    // A wrong password on a known account is on its trail (never the password); an unknown email names nobody.
    if (patient) {
      await recordAudit(db, patientEvent(patient.id, 'account.sign-in', origin.address, { outcome: 'refused', reason: 'wrong password' }));
    }
    throw validationError({ email: [MESSAGES.account.loginFailed] });
  }
  await guess.forgive();
  if (!origin.deviceId) {
    await resetLimit(db, byAddress.accountAndAddress.key);
  }
  await recordAudit(db, patientEvent(patient.id, 'account.sign-in', origin.address));
  return patient;
}
