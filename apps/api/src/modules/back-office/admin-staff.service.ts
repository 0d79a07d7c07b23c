import type { AdminStaffAccessChange, AdminStaffList, AdminStaffMember, AdminStaffRoleChange, StaffAuthenticatorResetRequest } from '@app/domain/contracts';
import type { StaffRole } from '@app/domain/constants';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { addFieldError, type FieldErrors } from '@app/domain/validation';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import { recordAudit } from '../audit';
import { endSessionsOfStaff } from '../auth';
import { issueAuthenticatorReset, lockStaffAccounts, openInvitations, setStaffDisabledAt, setStaffRole, staffAccounts, type LinkOrigin, type StaffAccessDeps, type StaffAccountRow } from '../staff';
import { reasonOrRefusal } from './admin-change-reason';

const TEXT = STAFF_MESSAGES.adminStaff.errors;

/** Who asks: the signed-in admin, and where from (the audit row's address). */
export interface StaffChangeContext {
  staffId: number;
  ipAddress: string;
}

/** The roles an admin gives here: a provider's comes with their practice (ADR 169). */
const GIVEN_ROLES: readonly StaffRole[] = ['operator', 'admin'];

function memberView(row: StaffAccountRow, askingId: number): AdminStaffMember {
  return {
    ...row,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt?.toISOString() ?? null,
    isYou: row.id === askingId,
  };
}

/** Every care-team account, the active first, with their open sessions, and the invitations waiting (issue 34 item 2). */
export async function listStaffAccounts(db: Db, askingId: number, now: Date): Promise<AdminStaffList> {
  const [members, invitations] = [await staffAccounts(db, now), await openInvitations({ db }, now)];
  return { members: members.map((row) => memberView(row, askingId)), invitations };
}

/**
 * Runs a change of `targetId`'s account under both accounts' row locks: the asking admin must
 * still be an active admin when the change commits (two admins demoting each other at once leave
 * one admin, never none), and nobody changes their own account here.
 */
async function changeUnderLock<T>(db: Db, context: StaffChangeContext, targetId: number, change: (tx: Db, target: { role: StaffRole; disabledAt: Date | null; name: string; email: string }) => Promise<T>): Promise<T> {
  if (targetId === context.staffId) {
    throw new AppError('VALIDATION_FAILED', TEXT.notYourself);
  }
  return withTransaction(db, async (tx) => {
    const locked = await lockStaffAccounts(tx, [context.staffId, targetId]);
    const asking = locked.find((row) => row.id === context.staffId);
    const target = locked.find((row) => row.id === targetId);
    if (asking?.role !== 'admin' || asking.disabledAt !== null) {
      throw new AppError('CONFLICT', TEXT.youAreNotAdmin);
    }
    if (!target) {
      throw new AppError('NOT_FOUND', TEXT.staffId);
    }
    return change(tx, target);
  });
}

/**
 * Takes a person's access away (every session of theirs ends in the same transaction, so their
 * next request is signed out on every API process) or gives it back, with the admin's reason and
 * an audit row of before and after (ADR 169).
 */
export async function changeStaffAccess(db: Db, context: StaffChangeContext, targetId: number, input: AdminStaffAccessChange, now: Date): Promise<AdminStaffMember> {
  const reason = reasonOrRefusal({}, input.reason);
  await changeUnderLock(db, context, targetId, async (tx, target) => {
    const isActive = target.disabledAt === null;
    if (isActive === input.isActive) {
      throw new AppError('VALIDATION_FAILED', isActive ? TEXT.alreadyActive : TEXT.alreadyInactive);
    }
    await setStaffDisabledAt(tx, targetId, input.isActive ? null : now);
    const ended = input.isActive ? 0 : await endSessionsOfStaff(tx, targetId);
    await recordAudit(tx, {
      actor: { role: 'admin', id: context.staffId },
      action: input.isActive ? 'staff.reactivate' : 'staff.deactivate',
      subject: { staffId: targetId, 'before.access': isActive ? 'active' : 'deactivated', 'after.access': input.isActive ? 'active' : 'deactivated', sessionsEnded: ended },
      reason,
      ipAddress: context.ipAddress,
      outcome: 'done',
    });
  });
  return memberOf(db, context, targetId, now);
}

/**
 * Makes an operator an admin or the reverse, with the reason and an audit row; every session of
 * theirs ends, since a session carries the role it signed in with (ADR 169). A provider's role, and
 * making anyone a provider, belong to the practice's set-up, not to this list.
 */
export async function changeStaffRole(db: Db, context: StaffChangeContext, targetId: number, input: AdminStaffRoleChange, now: Date): Promise<AdminStaffMember> {
  const errors: FieldErrors = {};
  const role = GIVEN_ROLES.find((each) => each === input.role);
  if (!role) {
    addFieldError(errors, 'role', TEXT.role);
  }
  const reason = reasonOrRefusal(errors, input.reason);
  await changeUnderLock(db, context, targetId, async (tx, target) => {
    if (target.role === 'provider') {
      throw new AppError('VALIDATION_FAILED', TEXT.providerRole);
    }
    if (target.role === role) {
      throw validationError({ role: [TEXT.sameRole] });
    }
    await setStaffRole(tx, targetId, role!);
    const ended = await endSessionsOfStaff(tx, targetId);
    await recordAudit(tx, {
      actor: { role: 'admin', id: context.staffId },
      action: 'staff.role.change',
      subject: { staffId: targetId, 'before.role': target.role, 'after.role': role!, sessionsEnded: ended },
      reason,
      ipAddress: context.ipAddress,
      outcome: 'done',
    });
  });
  return memberOf(db, context, targetId, now);
}

/**
 * Emails a member a link to set up a new authenticator (a lost phone), with the admin's reason,
 * under the same rules as the other changes; the member completes it with their password (ADR 170).
 */
export async function resetStaffAuthenticator(deps: StaffAccessDeps, from: LinkOrigin, context: StaffChangeContext, targetId: number, input: StaffAuthenticatorResetRequest, now: Date): Promise<AdminStaffMember> {
  const reason = reasonOrRefusal({}, input.reason);
  await changeUnderLock(deps.db, context, targetId, async (tx, target) => {
    if (target.disabledAt !== null) {
      throw new AppError('VALIDATION_FAILED', TEXT.resetInactive);
    }
    const linkId = await issueAuthenticatorReset({ ...deps, db: tx }, from, { id: targetId, email: target.email, name: target.name }, now);
    await recordAudit(tx, {
      actor: { role: 'admin', id: context.staffId },
      action: 'staff.authenticator.reset',
      subject: { staffId: targetId, linkId },
      reason,
      ipAddress: context.ipAddress,
      outcome: 'done',
    });
  });
  return memberOf(deps.db, context, targetId, now);
}

/** One account as the list shows it, after a change. */
async function memberOf(db: Db, context: StaffChangeContext, id: number, now: Date): Promise<AdminStaffMember> {
  const [row] = await staffAccounts(db, now, id);
  if (!row) {
    throw new AppError('NOT_FOUND', TEXT.staffId);
  }
  return memberView(row, context.staffId);
}
