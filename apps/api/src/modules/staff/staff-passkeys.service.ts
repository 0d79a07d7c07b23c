import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { z } from 'zod';
import type { PasskeyCeremony, PasskeyRegistrationRequest, PasskeySignInRequest, StaffPasskey } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { PASSKEY_NAME_MAX_LENGTH, isTotpCodeShaped } from '@app/domain/staff';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { StaffMemberRow, StaffPasskeyRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import type { SealedBox } from '../../sealed-box';
import { recordAudit } from '../audit';
import { createClaimsBox } from '../auth';
import { claimOnce, consumeAttempt } from '../rate-limits';
import { acceptMemberCode, codesLimitOf, type CodeLimits } from './staff-codes';
import { deletePasskeyOfStaff, findPasskeyByCredentialId, findPasskeysOfStaff, insertPasskey, recordPasskeyUse } from './staff-passkeys.repository';
import { findStaffById } from './staff.repository';

const TEXT = STAFF_MESSAGES.staffPasskeys;
const SIGN_IN = STAFF_MESSAGES.staffSignIn;
/** A ceremony's ticket works for five minutes, once. */
const CEREMONY_MINUTES = 5;
const RP_NAME = 'Teleskin care team';

/** Where the ceremony happens: WebAuthn binds a passkey to the host (its relying party) and checks the page's origin. */
export interface PasskeySite {
  rpID: string;
  origin: string;
}

export interface PasskeyDeps {
  db: Db;
  secrets: SealedBox;
  appSecret: string;
  limits: CodeLimits & { maxPerAddress: number };
}

const TicketSchema = z.object({
  purpose: z.enum(['register', 'sign-in']),
  challenge: z.string(),
  staffId: z.number().int(),
  rpID: z.string(),
  origin: z.string(),
  expiresAt: z.number().int(),
});
type Ticket = z.infer<typeof TicketSchema>;

const ticketsOf = (deps: PasskeyDeps) => createClaimsBox(deps.appSecret, 'teleskin/staff-passkey-ticket/v1', TicketSchema);

/** A ticket's claims, once: a second use, another purpose, another member or site, or a late one, is refused. */
async function openTicket(deps: PasskeyDeps, token: string, purpose: Ticket['purpose'], site: PasskeySite, now: Date, refusal: () => AppError): Promise<Ticket> {
  const ticket = token ? ticketsOf(deps).open(token, now) : null;
  if (!ticket || ticket.purpose !== purpose || ticket.rpID !== site.rpID || ticket.origin !== site.origin) {
    throw refusal();
  }
  if (!(await claimOnce(deps.db, `staff-passkey-ticket:${ticket.challenge}`, new Date(ticket.expiresAt)))) {
    throw refusal();
  }
  return ticket;
}

const sealTicket = (deps: PasskeyDeps, claims: Omit<Ticket, 'expiresAt'>, now: Date): string => ticketsOf(deps).seal({ ...claims, expiresAt: now.getTime() + CEREMONY_MINUTES * 60_000 });

export function passkeyView(row: StaffPasskeyRow): StaffPasskey {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

export async function listPasskeys(db: Db, staffId: number): Promise<StaffPasskey[]> {
  return (await findPasskeysOfStaff(db, staffId)).map(passkeyView);
}

/**
 * Begins adding a passkey (ADR 172): the signed-in member proves their authenticator with a code
 * (a session alone, perhaps left open on a shared screen, cannot add a way in). Their passkeys are
 * excluded, so one authenticator is not added twice.
 */
export async function passkeyRegistrationOptions(deps: PasskeyDeps, member: StaffMemberRow, code: string, site: PasskeySite, now: Date): Promise<PasskeyCeremony> {
  if (!isTotpCodeShaped(code)) {
    throw validationError({ code: [SIGN_IN.codeRequired] });
  }
  const result = await acceptMemberCode(deps, member, code, codesLimitOf(member, deps.limits, SIGN_IN.tooManyCodes), now);
  if (result !== 'right') {
    throw validationError({ code: [result === 'reused' ? SIGN_IN.codeReused : SIGN_IN.failed] });
  }
  const existing = await findPasskeysOfStaff(deps.db, member.id);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: site.rpID,
    userName: member.email,
    userDisplayName: member.name,
    userID: isoBase64URL.toBuffer(isoBase64URL.fromUTF8String(`staff-${member.id}`)),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { options: { ...options }, ticket: sealTicket(deps, { purpose: 'register', challenge: options.challenge, staffId: member.id, ...site }, now) };
}

/** Checks the browser's new credential against its ticket and keeps it under the member's name for it. */
export async function addPasskey(deps: PasskeyDeps, member: StaffMemberRow, input: PasskeyRegistrationRequest, site: PasskeySite, address: string, now: Date): Promise<StaffPasskey> {
  const name = input.name.trim();
  if (name === '' || name.length > PASSKEY_NAME_MAX_LENGTH) {
    throw validationError({ name: [TEXT.errors.name] });
  }
  const ticket = await openTicket(deps, input.ticket, 'register', site, now, () => new AppError('VALIDATION_FAILED', TEXT.errors.expired));
  if (ticket.staffId !== member.id) {
    throw new AppError('VALIDATION_FAILED', TEXT.errors.expired);
  }
  const verification = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: ticket.challenge,
    expectedOrigin: site.origin,
    expectedRPID: site.rpID,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) {
    throw new AppError('VALIDATION_FAILED', TEXT.errors.failed);
  }
  const { credential } = verification.registrationInfo;
  try {
    return await withTransaction(deps.db, async (tx) => {
      const row = await insertPasskey(tx, {
        staffId: member.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
      });
      await recordAudit(tx, { actor: { role: member.role, id: member.id }, action: 'staff.passkey.add', subject: { passkeyId: row.id }, ipAddress: address, outcome: 'done' });
      return passkeyView(row);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError('VALIDATION_FAILED', TEXT.errors.duplicate) : error;
  }
}

/** Removes one of the member's passkeys (another member's id is as unknown as a removed one's). */
export async function removePasskey(db: Db, member: StaffMemberRow, passkeyId: number, address: string): Promise<StaffPasskey> {
  return withTransaction(db, async (tx) => {
    const row = await deletePasskeyOfStaff(tx, member.id, passkeyId);
    if (!row) {
      throw new AppError('NOT_FOUND', TEXT.errors.passkeyId);
    }
    await recordAudit(tx, { actor: { role: member.role, id: member.id }, action: 'staff.passkey.remove', subject: { passkeyId }, ipAddress: address, outcome: 'done' });
    return passkeyView(row);
  });
}

/** A sign-in ceremony: any passkey of this site may answer (discoverable credentials, no email asked). */
export async function passkeySignInOptions(deps: PasskeyDeps, site: PasskeySite, now: Date): Promise<PasskeyCeremony> {
  const options = await generateAuthenticationOptions({ rpID: site.rpID, userVerification: 'required' });
  return { options: { ...options }, ticket: sealTicket(deps, { purpose: 'sign-in', challenge: options.challenge, staffId: 0, ...site }, now) };
}

const passkeyFailed = () => validationError({ passkey: [SIGN_IN.passkeyFailed] });

/**
 * Signs a member in with a passkey in place of password and code (ADR 172): the assertion must
 * answer the ticket's challenge on this site with user verification (the device's PIN or
 * biometric, the second factor), from a passkey of an active member. Counted per address like the
 * password sign-in; every outcome on a known passkey is audited.
 */
export async function signInWithPasskey(deps: PasskeyDeps, input: PasskeySignInRequest, site: PasskeySite, address: string, now: Date): Promise<StaffMemberRow> {
  await consumeAttempt(deps.db, { key: `staff-sign-in:address:${address}`, max: deps.limits.maxPerAddress, windowMinutes: deps.limits.windowMinutes });
  const ticket = await openTicket(deps, input.ticket, 'sign-in', site, now, passkeyFailed);
  const credentialId = typeof input.response.id === 'string' ? input.response.id : '';
  const passkey = credentialId ? await findPasskeyByCredentialId(deps.db, credentialId) : undefined;
  const member = passkey ? await findStaffById(deps.db, passkey.staffId) : undefined;
  if (!passkey || !member) {
    throw passkeyFailed();
  }
  const refuse = async (why: string) => {
    await recordAudit(deps.db, { actor: { role: member.role, id: member.id }, action: 'staff.sign-in', outcome: 'refused', reason: why, subject: { method: 'passkey', passkeyId: passkey.id }, ipAddress: address });
    return passkeyFailed();
  };
  if (member.disabledAt) {
    throw await refuse('account deactivated');
  }
  const verification = await verifyAuthenticationResponse({
    response: input.response as unknown as AuthenticationResponseJSON,
    expectedChallenge: ticket.challenge,
    expectedOrigin: site.origin,
    expectedRPID: site.rpID,
    credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransportFuture[] },
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) {
    throw await refuse('passkey not verified');
  }
  if (!(await recordPasskeyUse(deps.db, passkey.id, passkey.counter, verification.authenticationInfo.newCounter, now))) {
    throw await refuse('passkey used at once elsewhere');
  }
  await recordAudit(deps.db, { actor: { role: member.role, id: member.id }, action: 'staff.sign-in', subject: { method: 'passkey', passkeyId: passkey.id }, ipAddress: address });
  return member;
}
