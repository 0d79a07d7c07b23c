import { staffAccountSlowedMessage } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import type { StaffSignInRequest } from '@app/domain/contracts';
import { isTotpCodeShaped } from '@app/domain/staff';
import { normalizeEmail } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { StaffMemberRow } from '../../db/schema/index';
import { AppError, validationError } from '../../errors';
import type { SealedBox } from '../../sealed-box';
import { recordAudit } from '../audit';
import { verifyPassword, signInBudgetOf } from '../auth';
import { assertUnderLimit, consumeAttempt, resetLimit, type RateLimit, claimGuess, type GuessSchedule } from '../rate-limits';
import { acceptMemberCode, codesLimitOf } from './staff-codes';
import { findStaffByEmail } from './staff.repository';

const TEXT = STAFF_MESSAGES.staffSignIn;

export interface StaffSignInLimits {
  /** Attempts from one address per window, whatever the account. */
  maxPerAddress: number;
  /** Failed passwords on one account from one address per window. */
  maxPerAccountAndAddress: number;
  /** Codes tried on one account per window, from anywhere: 6 digits fall to unlimited guessing. */
  maxCodesPerAccount: number;
  windowMinutes: number;
  /** The account's failed passwords, from anywhere: slowed, then refused for the rest of the day (ADR 134). */
  accountGuesses: GuessSchedule;
}

/** Where an attempt comes from: the client's address, and the known device its cookie proves, if any. */
export interface StaffSignInOrigin {
  address: string;
  deviceId: string | undefined;
}

/** The account the limits and the known-device cookie key: the normalised work email. */
export const staffAccountOf = (email: string): string => `staff:${normalizeEmail(email)}`;

const SLOWED_TEXTS = { slowedMessage: staffAccountSlowedMessage, exhaustedMessage: TEXT.tooManyFailuresToday };

export interface StaffSignInDeps {
  db: Db;
  secrets: SealedBox;
  limits: StaffSignInLimits;
}

const failed = () => validationError({ email: [TEXT.failed] });

/**
 * Checks a care-team sign-in: password, then the authenticator code (ADR 118). Every attempt is
 * counted before it is checked, so parallel guesses cannot pass a limit: per address and per
 * account and address from a device the account does not know, then the account's guessing
 * budget (growing waits, at most a day's failures; a known device has its own, ADR 134). A code
 * is accepted once: its time step is claimed with one conditional update, and a step at or before
 * the last one claimed is refused. Refusals on a known account are audited with the address.
 */
export async function signInStaff(deps: StaffSignInDeps, input: StaffSignInRequest, origin: StaffSignInOrigin, now = new Date()): Promise<StaffMemberRow> {
  const email = normalizeEmail(input.email);
  if (email === '' || input.password === '') {
    throw failed();
  }
  if (!isTotpCodeShaped(input.code)) {
    throw validationError({ code: [TEXT.codeRequired] });
  }
  const { limits } = deps;
  const { address, deviceId } = origin;
  const accountAndAddress: RateLimit = {
    key: `staff-sign-in:account-address:${email}:${address}`,
    max: limits.maxPerAccountAndAddress,
    windowMinutes: limits.windowMinutes,
  };
  if (!deviceId) {
    await consumeAttempt(deps.db, { key: `staff-sign-in:address:${address}`, max: limits.maxPerAddress, windowMinutes: limits.windowMinutes });
    await consumeAttempt(deps.db, accountAndAddress);
  }
  const member = await findStaffByEmail(deps.db, email);
  // A limited account answers the same to the right and a wrong password, before either is
  // looked at: else the difference would tell a guesser the password (issue 28 item 3).
  const budget = signInBudgetOf(staffAccountOf(email), deviceId, limits.accountGuesses, SLOWED_TEXTS);
  if (member) {
    await refusedWhile(deps.db, member, address, 'too many codes', () => assertUnderLimit(deps.db, codesLimit(member, limits)));
  }
  const guess = await refusedWhile(deps.db, member, address, 'too many failed sign-ins', () => claimGuess(deps.db, budget, now));
  const isPasswordRight = await verifyPassword(member?.passwordHash, input.password);
  if (!member || member.disabledAt || !isPasswordRight) {
    if (member) {
      await refuse(deps.db, member, address, 'wrong password');
    }
    throw failed();
  }
  await guess.forgive();
  if (!deviceId) {
    await resetLimit(deps.db, accountAndAddress.key);
  }
  await checkCode(deps, member, input.code, address, now);
  await recordAudit(deps.db, { actor: { role: member.role, id: member.id }, action: 'staff.sign-in', ipAddress: address });
  return member;
}

/** The authenticator codes one account may be tried with per window, from anywhere. */
const codesLimit = (member: StaffMemberRow, limits: StaffSignInLimits): RateLimit => codesLimitOf(member, limits, TEXT.tooManyCodes);

/** Runs a limit's check; its refusal is audited on the account, if the email names one, with `why`. */
async function refusedWhile<T>(db: Db, member: StaffMemberRow | undefined, address: string, why: string, check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (member) {
      await refuse(db, member, address, why);
    }
    throw error;
  }
}

async function checkCode(deps: StaffSignInDeps, member: StaffMemberRow, code: string, address: string, now: Date): Promise<void> {
  const result = await refusedWhile(deps.db, member, address, 'too many codes', () => acceptMemberCode(deps, member, code, codesLimit(member, deps.limits), now));
  if (result === 'wrong') {
    await refuse(deps.db, member, address, 'wrong code');
    throw failed();
  }
  if (result === 'reused') {
    await refuse(deps.db, member, address, 'code used before');
    throw validationError({ code: [TEXT.codeReused] });
  }
}

async function refuse(db: Db, member: StaffMemberRow, address: string, why: string): Promise<void> {
  await recordAudit(db, { actor: { role: member.role, id: member.id }, action: 'staff.sign-in', outcome: 'refused', reason: why, ipAddress: address });
}

/** Thrown where a staff route needs a staff member the session names but who is gone or disabled. */
export const staffGone = () => new AppError('UNAUTHENTICATED', TEXT.sessionEnded);
