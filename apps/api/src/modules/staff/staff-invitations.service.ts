import type { StaffInvitation, StaffInvitationRequest } from '@app/domain/contracts';
import { NAME_MAX_LENGTH } from '@app/domain/constants';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { INVITED_STAFF_ROLES } from '@app/domain/staff';
import { addFieldError, normalizeEmail, validateEmail, type FieldErrors } from '@app/domain/validation';
import { isUniqueViolation } from '../../db/errors';
import type { StaffAccessLinkRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import { recordAudit } from '../audit';
import { findOpenInvitations, hasOpenInvitationTo, lockOpenInvitation, renewInvitationToken, revokeInvitation, revokeOpenLinksOf, type OpenInvitationRow } from './staff-access-links.repository';
import { accessLinkExpiry, emailAccessLink, issueAccessLink, newAccessToken, sealedNewSecret, type LinkOrigin, type StaffAccessDeps } from './staff-access-links.service';
import { findStaffByEmail } from './staff.repository';

const TEXT = STAFF_MESSAGES.adminStaff.errors;

/** The admin asking, and where from (the audit row's address). */
export interface AdminContext {
  staffId: number;
  ipAddress: string;
}

function invitationView(row: OpenInvitationRow, now: Date): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role === 'admin' ? 'admin' : 'operator',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isExpired: row.expiresAt <= now,
    invitedBy: row.invitedBy ?? '',
  };
}

/** The invitations waiting for their invitee, newest first (one statement). */
export async function openInvitations(deps: Pick<StaffAccessDeps, 'db'>, now: Date): Promise<StaffInvitation[]> {
  return (await findOpenInvitations(deps.db)).map((row) => invitationView(row, now));
}

async function invitationOf(deps: StaffAccessDeps, id: number, now: Date): Promise<StaffInvitation> {
  const [row] = await findOpenInvitations(deps.db, id);
  if (!row) {
    throw new AppError('NOT_FOUND', TEXT.invitationId);
  }
  return invitationView(row, now);
}

function checkInvitation(input: StaffInvitationRequest): { email: string; name: string; role: (typeof INVITED_STAFF_ROLES)[number] } {
  const errors: FieldErrors = {};
  const name = input.name.trim();
  if (name === '' || name.length > NAME_MAX_LENGTH) {
    addFieldError(errors, 'name', TEXT.inviteName);
  }
  const emailProblem = validateEmail(input.email);
  if (emailProblem) {
    addFieldError(errors, 'email', emailProblem);
  }
  const role = INVITED_STAFF_ROLES.find((each) => each === input.role);
  if (!role) {
    addFieldError(errors, 'role', TEXT.inviteRole);
  }
  if (Object.keys(errors).length > 0 || !role) {
    throw validationError(errors);
  }
  return { email: normalizeEmail(input.email), name, role };
}

/**
 * Invites a new colleague (ADR 170): no account exists until the invitee opens the emailed link,
 * chooses a password and proves their new authenticator. An address with an account, or with an
 * invitation waiting, is refused (the partial unique index holds the second against a race).
 */
export async function inviteStaff(deps: StaffAccessDeps, from: LinkOrigin, context: AdminContext, input: StaffInvitationRequest, now: Date): Promise<StaffInvitation> {
  const { email, name, role } = checkInvitation(input);
  if (await findStaffByEmail(deps.db, email)) {
    throw validationError({ email: [TEXT.emailTaken] });
  }
  if (await hasOpenInvitationTo(deps.db, email)) {
    throw validationError({ email: [TEXT.invitationWaiting] });
  }
  let link: StaffAccessLinkRow;
  try {
    link = await withTransaction(deps.db, async (tx) => {
      const row = await issueAccessLink({ ...deps, db: tx }, from, { kind: 'invitation', email, name, role, totpSecretSealed: sealedNewSecret(deps.secrets), createdBy: context.staffId }, now);
      await recordAudit(tx, { actor: { role: 'admin', id: context.staffId }, action: 'staff.invite', subject: { invitationId: row.id, role }, ipAddress: context.ipAddress, outcome: 'done' });
      return row;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? validationError({ email: [TEXT.invitationWaiting] }) : error;
  }
  return invitationOf(deps, link.id, now);
}

/**
 * Sends an invitation again (expired or not) with a new link, a new expiry and a new
 * authenticator key: the old email's link stops working, and so does any key it showed.
 */
export async function resendInvitation(deps: StaffAccessDeps, from: LinkOrigin, context: AdminContext, id: number, now: Date): Promise<StaffInvitation> {
  await withTransaction(deps.db, async (tx) => {
    const row = await lockOpenInvitation(tx, id);
    if (!row) {
      throw new AppError('NOT_FOUND', TEXT.invitationId);
    }
    const { token, tokenHash } = newAccessToken();
    await renewInvitationToken(tx, id, { tokenHash, expiresAt: accessLinkExpiry('invitation', now), totpSecretSealed: sealedNewSecret(deps.secrets) });
    await emailAccessLink({ ...deps, db: tx }, from, row, token);
    await recordAudit(tx, { actor: { role: 'admin', id: context.staffId }, action: 'staff.invitation.resend', subject: { invitationId: id }, ipAddress: context.ipAddress, outcome: 'done' });
  });
  return invitationOf(deps, id, now);
}

/** Revokes an invitation: its link stops working at once, and the address may be invited again. */
export async function cancelInvitation(deps: StaffAccessDeps, context: AdminContext, id: number, now: Date): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    if (!(await lockOpenInvitation(tx, id))) {
      throw new AppError('NOT_FOUND', TEXT.invitationId);
    }
    await revokeInvitation(tx, id, now);
    await recordAudit(tx, { actor: { role: 'admin', id: context.staffId }, action: 'staff.invitation.revoke', subject: { invitationId: id }, ipAddress: context.ipAddress, outcome: 'done' });
  });
}

/**
 * Emails a member a link that puts in a new authenticator (ADR 170), replacing any earlier such
 * link; run inside the admin's change (its locks and audit row). The old authenticator works until
 * the link is used, so a reset sent by mistake locks nobody out.
 */
export async function issueAuthenticatorReset(deps: StaffAccessDeps, from: LinkOrigin, member: { id: number; email: string; name: string }, now: Date): Promise<number> {
  await revokeOpenLinksOf(deps.db, member.id, 'authenticator-reset', now);
  const link = await issueAccessLink(deps, from, { kind: 'authenticator-reset', email: member.email, name: member.name, staffId: member.id, totpSecretSealed: sealedNewSecret(deps.secrets) }, now);
  return link.id;
}
