import { MESSAGES } from '@app/domain/messages/en';
import { normalizeEmail, validateLoginFields } from '@app/domain/validation/account';
import { hasFieldErrors } from '@app/domain/validation/field-errors';
import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { validationError } from '../../errors';
import { consumeAttempt, resetLimit, type RateLimit } from '../rate-limits/rate-limits.service';
import { verifyPassword } from './passwords';
import { findPatientOnBrand } from '../patients/patients.service';
import { patientEvent, recordAudit } from '../audit/audit.service';

export interface LoginLimits {
  /** Failed attempts on one account from one address per window. */
  maxPerAccountAndAddress: number;
  /** Attempts from one address per window, whatever the account. */
  maxPerAddress: number;
  windowMinutes: number;
  /** Consecutive failed attempts on one account from all addresses per ceiling window. */
  accountCeiling: number;
  ceilingWindowMinutes: number;
}

/**
 * The limits one attempt counts against, in the order they are checked (ADR 072). An address's
 * count on an account is the one that stops a guesser; the account-wide ceiling stops guessing
 * spread over many addresses, and is high enough that failures from elsewhere do not shut the
 * owner out as soon as five of them happened.
 */
function countersFor(brandId: number, email: string, address: string, limits: LoginLimits) {
  const account = `${brandId}:${email}`;
  return {
    address: { key: `login:address:${address}`, max: limits.maxPerAddress, windowMinutes: limits.windowMinutes },
    accountAndAddress: {
      key: `login:account-address:${account}:${address}`,
      max: limits.maxPerAccountAndAddress,
      windowMinutes: limits.windowMinutes,
    },
    accountCeiling: { key: `login:account:${account}`, max: limits.accountCeiling, windowMinutes: limits.ceilingWindowMinutes },
  } satisfies Record<string, RateLimit>;
}

/**
 * Checks credentials under three limits kept in PostgreSQL, so every API process sees the same
 * counts. Each attempt is counted before the password is checked (atomically, so parallel guesses
 * cannot slip past a limit) and a success takes back what it counted: the account's failures from
 * this address and the account-wide run of failures are cleared, failures from other addresses
 * stay (NIST SP 800-63B §5.2.2). A sign-in and a wrong password on a known account are audited
 * with the address (ADR 116).
 */
export async function logIn(
  db: Db,
  brandId: number,
  credentials: { email: string; password: string },
  address: string,
  limits: LoginLimits,
): Promise<PatientRow> {
  const errors = validateLoginFields(credentials);
  if (hasFieldErrors(errors)) {
    throw validationError(errors);
  }
  const email = normalizeEmail(credentials.email);
  const counted = countersFor(brandId, email, address, limits);
  await consumeAttempt(db, counted.address);
  await consumeAttempt(db, counted.accountAndAddress);
  await consumeAttempt(db, counted.accountCeiling);
  const patient = await findPatientOnBrand(db, brandId, email);
  const isValid = await verifyPassword(patient?.passwordHash, credentials.password);
  if (!patient || !isValid) {
    // A wrong password on a known account is on its trail (never the password); an unknown email names nobody.
    if (patient) {
      await recordAudit(db, patientEvent(patient.id, 'account.sign-in', address, { outcome: 'refused', reason: 'wrong password' }));
    }
    throw validationError({ email: [MESSAGES.account.loginFailed] });
  }
  await resetLimit(db, counted.accountAndAddress.key);
  await resetLimit(db, counted.accountCeiling.key);
  await recordAudit(db, patientEvent(patient.id, 'account.sign-in', address));
  return patient;
}
