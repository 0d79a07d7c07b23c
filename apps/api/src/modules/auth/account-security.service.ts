import type { AccountSecurity, PasswordChangeRequest } from '@app/domain/contracts';
import { PASSWORD_CHANGE_ATTEMPTS_PER_HOUR } from '@app/domain/constants';
import { ACCOUNT_SECURITY_MESSAGES } from '@app/domain/messages';
import { hasFieldErrors, validatePasswordChange } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { PatientRow, SessionRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import { recordPasswordHash } from '../patients';
import { consumeAttempt } from '../rate-limits';
import { deleteOtherSessionsOfPatient, deletePatientSession, findLiveSessionsOfPatient } from './account-sessions.repository';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionLifetime } from './sessions.service';

const TEXT = ACCOUNT_SECURITY_MESSAGES.accountSecurity;

/** The signed-in patient and the session they asked from, as the request read them. */
export interface SignedInAccount {
  patient: PatientRow;
  session: SessionRow;
}

/**
 * The patient's signed-in devices (issue 34 item 4, ADR 168): their live sessions, the one asking
 * first, then the most recently active; and whether the account has a password to change (as the
 * request read it, unless the request has just set one).
 */
export async function accountSecurityOf(
  db: Db,
  lifetime: SessionLifetime,
  { patient, session }: SignedInAccount,
  hasPassword = patient.passwordHash !== null,
  now = new Date(),
): Promise<AccountSecurity> {
  const idleSince = new Date(now.getTime() - lifetime.idleMinutes * 60_000);
  const rows = await findLiveSessionsOfPatient(db, patient.id, now, idleSince);
  const sessions = rows.map((row) => ({
    id: row.publicId,
    device: row.deviceLabel ?? TEXT.unknownDevice,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    isCurrent: row.publicId === session.publicId,
  }));
  return { sessions: [...sessions.filter((each) => each.isCurrent), ...sessions.filter((each) => !each.isCurrent)], hasPassword };
}

/**
 * Signs one of the patient's other devices out. The asking device is signed out by Log out, never
 * from the list (422); a device already signed out, or another patient's, is 404 alike.
 */
export async function endOtherSession(db: Db, account: SignedInAccount, publicId: string): Promise<void> {
  if (publicId === account.session.publicId) {
    throw new AppError('VALIDATION_FAILED', TEXT.notThisSession);
  }
  if (!(await deletePatientSession(db, account.patient.id, publicId, account.session.tokenHash))) {
    throw new AppError('NOT_FOUND', TEXT.sessionGone);
  }
}

/** Signs every device of the patient out but the asking one; how many were signed out. */
export async function endOtherSessions(db: Db, account: SignedInAccount): Promise<number> {
  return deleteOtherSessionsOfPatient(db, account.patient.id, account.session.tokenHash);
}

/**
 * Changes (or, for an account made without one, sets) the patient's password, and signs every
 * other device out in the same transaction: whoever knew the old password keeps no session. The
 * current password is checked when the account has one; every try counts against the hour's limit,
 * as each is a guess at it. Any refusal stores nothing.
 */
export async function changePassword(db: Db, account: SignedInAccount, input: PasswordChangeRequest, now = new Date()): Promise<number> {
  const { patient } = account;
  await consumeAttempt(db, { key: `password-change:patient:${patient.id}`, max: PASSWORD_CHANGE_ATTEMPTS_PER_HOUR, windowMinutes: 60 }, now);
  const hasPassword = patient.passwordHash !== null;
  const errors = validatePasswordChange(input, hasPassword);
  if (hasFieldErrors(errors)) {
    throw validationError(errors);
  }
  if (hasPassword && !(await verifyPassword(patient.passwordHash, input.currentPassword))) {
    throw validationError({ currentPassword: [TEXT.currentPasswordWrong] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  return withTransaction(db, async (tx) => {
    await recordPasswordHash(tx, patient.id, passwordHash);
    return endOtherSessions(tx, account);
  });
}
