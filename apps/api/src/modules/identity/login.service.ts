import { MESSAGES } from '@app/domain/messages/en';
import { normalizeEmail, validateLoginFields } from '@app/domain/validation/account';
import { hasFieldErrors } from '@app/domain/validation/field-errors';
import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { validationError } from '../../errors';
import { assertUnderLimit, consumeAttempt, recordAttempt, resetLimit } from '../rate-limits/rate-limits.service';
import { verifyPassword } from './passwords';
import { findPatientByEmail } from './patients.repository';

export interface LoginLimits {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMinutes: number;
}

/**
 * Checks credentials under two limits: every attempt from an address counts, and an account's
 * failed attempts count (a success clears them). Both live in PostgreSQL, so every API process
 * sees the same counts.
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
  const accountLimit = { key: `login:account:${brandId}:${email}`, max: limits.maxPerAccount, windowMinutes: limits.windowMinutes };
  await assertUnderLimit(db, accountLimit);
  await consumeAttempt(db, { key: `login:address:${address}`, max: limits.maxPerAddress, windowMinutes: limits.windowMinutes });
  const patient = await findPatientByEmail(db, brandId, email);
  const isValid = await verifyPassword(patient?.passwordHash, credentials.password);
  if (!patient || !isValid) {
    await recordAttempt(db, accountLimit);
    throw validationError({ email: [MESSAGES.account.loginFailed] });
  }
  await resetLimit(db, accountLimit.key);
  return patient;
}
