import { createHash, randomBytes } from 'node:crypto';
import type { StaffAccessCompletion, StaffAccessLink } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { staffAuthenticatorResetEmail, staffInvitationEmail, staffPasswordResetEmail } from '@app/domain/messages';
import { STAFF_ACCESS_LINK_PAGE, STAFF_ACCESS_LINK_TRIES_PER_HOUR, STAFF_ACCESS_LINK_TTL_MINUTES, isTotpCodeShaped, type StaffAccessLinkKind } from '@app/domain/staff';
import { validatePassword } from '@app/domain/validation';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { StaffAccessLinkRow, StaffMemberRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { validationError } from '../../errors';
import type { SealedBox } from '../../sealed-box';
import { recordAudit } from '../audit';
import { endSessionsOfStaff, hashPassword, verifyPassword } from '../auth';
import { deliverEmail, type EmailOutbox } from '../messaging';
import { consumeAttempt } from '../rate-limits';
import { claimAccessLink, findAccessLinkByTokenHash, insertAccessLink, type NewStaffAccessLink } from './staff-access-links.repository';
import { findStaffById, findStaffByEmail, insertStaffMember, updateStaffCredentials } from './staff.repository';
import { matchTotpStep, newTotpSecret, totpSetupUri } from './totp';

const TEXT = STAFF_MESSAGES.staffAccess;

/** Where a link is sent from: the brand whose name the email carries and whose address the link opens. */
export interface LinkOrigin {
  brandId: number;
  brandName: string;
  /** `https://host`, the address the request came to. */
  origin: string;
}

export interface StaffAccessDeps {
  db: Db;
  secrets: SealedBox;
  outbox: EmailOutbox;
}

/** The issuer an authenticator app lists the account under. */
const ISSUER = 'Teleskin care team';

/** Only the token's hash is stored: a copy of the database opens no link. */
export const hashAccessToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A new link's token (256 random bits) and the hash its row keeps. */
export function newAccessToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashAccessToken(token) };
}

export const accessLinkExpiry = (kind: StaffAccessLinkKind, now: Date): Date => new Date(now.getTime() + STAFF_ACCESS_LINK_TTL_MINUTES[kind] * 60_000);

/** A new authenticator's secret, sealed for the link's row. */
export const sealedNewSecret = (secrets: SealedBox): string => secrets.seal(newTotpSecret());

const EMAILS = {
  invitation: staffInvitationEmail,
  'authenticator-reset': staffAuthenticatorResetEmail,
  'password-reset': staffPasswordResetEmail,
} as const;

/**
 * Emails a link to its address: the outbox row keeps a copy without the link, since a live link
 * must not sit in the database (ADR 170).
 */
export async function emailAccessLink(deps: StaffAccessDeps, from: LinkOrigin, link: { kind: StaffAccessLinkKind; email: string; name: string }, token: string): Promise<void> {
  const write = EMAILS[link.kind];
  const ttl = STAFF_ACCESS_LINK_TTL_MINUTES[link.kind];
  const { subject, body } = write(from.brandName, link.name, `${from.origin}${STAFF_ACCESS_LINK_PAGE}?token=${token}`, ttl);
  await deliverEmail(deps.db, deps.outbox, {
    brandId: from.brandId,
    patientId: null,
    template: `staff-${link.kind}`,
    to: link.email,
    subject,
    body,
    recordBody: write(from.brandName, link.name, '[link removed]', ttl).body,
  });
}

/** Makes a link's row and emails it; the caller's transaction holds both with its audit row. */
export async function issueAccessLink(deps: StaffAccessDeps, from: LinkOrigin, values: Omit<NewStaffAccessLink, 'tokenHash' | 'expiresAt'>, now: Date): Promise<StaffAccessLinkRow> {
  const { token, tokenHash } = newAccessToken();
  const row = await insertAccessLink(deps.db, { ...values, tokenHash, expiresAt: accessLinkExpiry(values.kind, now) });
  await emailAccessLink(deps, from, row, token);
  return row;
}

const invalid = () => validationError({ token: [TEXT.invalid] });

const isOpen = (link: StaffAccessLinkRow, now: Date) => link.usedAt === null && link.revokedAt === null && link.expiresAt > now;

/** The link of a token with the account it is for; unknown, used, revoked and expired links, and a deactivated account's, alike refused. */
async function openLinkOf(db: Db, token: string, now: Date): Promise<{ link: StaffAccessLinkRow; member: StaffMemberRow | undefined }> {
  const link = token ? await findAccessLinkByTokenHash(db, hashAccessToken(token)) : undefined;
  if (!link || !isOpen(link, now)) {
    throw invalid();
  }
  if (link.staffId === null) {
    return { link, member: undefined };
  }
  const member = await findStaffById(db, link.staffId);
  if (!member || member.disabledAt) {
    throw invalid();
  }
  return { link, member };
}

/** What a live link is for, with the new authenticator's key where it enrols one. */
export async function readAccessLink(deps: StaffAccessDeps, token: string, now = new Date()): Promise<StaffAccessLink> {
  const { link } = await openLinkOf(deps.db, token, now);
  const secret = link.totpSecretSealed === null ? null : deps.secrets.open(link.totpSecretSealed);
  return {
    kind: link.kind,
    email: link.email,
    name: link.name,
    expiresAt: link.expiresAt.toISOString(),
    authenticator: secret === null ? null : { secret, uri: totpSetupUri(secret, ISSUER, link.email) },
  };
}

/** The time step of a code from the authenticator whose sealed secret is given, or a refusal under the code field. */
async function codeStep(secrets: SealedBox, sealed: string, code: string, now: Date): Promise<number> {
  if (!isTotpCodeShaped(code)) {
    throw validationError({ code: [STAFF_MESSAGES.staffSignIn.codeRequired] });
  }
  const secret = secrets.open(sealed);
  const step = secret === null ? undefined : await matchTotpStep(secret, code, now);
  if (step === undefined) {
    throw validationError({ code: [TEXT.wrongCode] });
  }
  return step;
}

function checkNewPassword(password: string): void {
  const problem = validatePassword(password);
  if (problem) {
    throw validationError({ password: [problem] });
  }
}

/**
 * Uses a link (ADR 170), once: an invitation makes the account with the new password and the
 * authenticator whose code proves it was set up; an authenticator reset, with the account's
 * password, puts in the new authenticator; a password reset, with the current authenticator's
 * code, sets the new password. Each counts its tries per link before checking, claims the link
 * with a conditional update in the transaction that writes the change and its audit row, and ends
 * every session of the account (a reset may follow a lost phone or a leaked password). The caller
 * signs the browser in.
 */
export async function completeAccessLink(deps: StaffAccessDeps, input: StaffAccessCompletion, address: string, now = new Date()): Promise<StaffMemberRow> {
  const { link, member } = await openLinkOf(deps.db, input.token, now);
  await consumeAttempt(deps.db, { key: `staff-access-link:tries:${link.id}`, max: STAFF_ACCESS_LINK_TRIES_PER_HOUR, windowMinutes: 60, message: TEXT.tooManyTries });
  if (link.kind === 'invitation') {
    return acceptInvitation(deps, link, input, address, now);
  }
  if (!member) {
    throw invalid();
  }
  return link.kind === 'authenticator-reset' ? enrolNewAuthenticator(deps, link, member, input, address, now) : resetPassword(deps, link, member, input, address, now);
}

async function acceptInvitation(deps: StaffAccessDeps, link: StaffAccessLinkRow, input: StaffAccessCompletion, address: string, now: Date): Promise<StaffMemberRow> {
  checkNewPassword(input.password);
  const step = await codeStep(deps.secrets, link.totpSecretSealed!, input.code, now);
  const passwordHash = await hashPassword(input.password);
  try {
    return await withTransaction(deps.db, async (tx) => {
      if (!(await claimAccessLink(tx, link.id, now))) {
        throw invalid();
      }
      if (await findStaffByEmail(tx, link.email)) {
        throw validationError({ token: [TEXT.emailTaken] });
      }
      const member = await insertStaffMember(tx, { email: link.email, name: link.name, role: link.role!, passwordHash, totpSecretSealed: link.totpSecretSealed!, totpLastStep: step });
      await recordAudit(tx, { actor: { role: member.role, id: member.id }, action: 'staff.invitation.accept', subject: { invitationId: link.id, staffId: member.id }, ipAddress: address });
      return member;
    });
  } catch (error) {
    // An account of this email made meanwhile (the CLI, another invitation): its unique index says so.
    throw isUniqueViolation(error) ? validationError({ token: [TEXT.emailTaken] }) : error;
  }
}

async function enrolNewAuthenticator(deps: StaffAccessDeps, link: StaffAccessLinkRow, member: StaffMemberRow, input: StaffAccessCompletion, address: string, now: Date): Promise<StaffMemberRow> {
  if (!(await verifyPassword(member.passwordHash, input.password))) {
    throw validationError({ password: [TEXT.wrongPassword] });
  }
  const step = await codeStep(deps.secrets, link.totpSecretSealed!, input.code, now);
  return withTransaction(deps.db, async (tx) => {
    if (!(await claimAccessLink(tx, link.id, now))) {
      throw invalid();
    }
    await updateStaffCredentials(tx, member.id, { totpSecretSealed: link.totpSecretSealed!, totpLastStep: step });
    const ended = await endSessionsOfStaff(tx, member.id);
    await recordAudit(tx, { actor: { role: member.role, id: member.id }, action: 'staff.authenticator.enrol', subject: { linkId: link.id, sessionsEnded: ended }, ipAddress: address });
    return member;
  });
}

async function resetPassword(deps: StaffAccessDeps, link: StaffAccessLinkRow, member: StaffMemberRow, input: StaffAccessCompletion, address: string, now: Date): Promise<StaffMemberRow> {
  checkNewPassword(input.password);
  const step = await codeStep(deps.secrets, member.totpSecretSealed, input.code, now);
  const passwordHash = await hashPassword(input.password);
  return withTransaction(deps.db, async (tx) => {
    if (!(await claimAccessLink(tx, link.id, now))) {
      throw invalid();
    }
    // The code is the member's own authenticator's: a step accepted before (a sign-in) is refused.
    if (!(await updateStaffCredentials(tx, member.id, { passwordHash, totpLastStep: step }, step))) {
      throw validationError({ code: [STAFF_MESSAGES.staffSignIn.codeReused] });
    }
    const ended = await endSessionsOfStaff(tx, member.id);
    await recordAudit(tx, { actor: { role: member.role, id: member.id }, action: 'staff.password.reset', subject: { linkId: link.id, sessionsEnded: ended }, ipAddress: address });
    return member;
  });
}
