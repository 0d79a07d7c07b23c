import { createHash, randomBytes } from 'node:crypto';
import type { StaffRole } from '@app/domain/constants';
import type { Db } from '../../db/client';
import type { PatientRow, SessionData, SessionRow } from '../../db/schema/index';
import {
  changeSessionDataLocked,
  deleteSession,
  deleteSessionsOfStaff,
  deleteStaleSessions,
  findSessionWithAccount,
  insertSession,
  touchSession,
  type SessionStaffRow,
} from './sessions.repository';
import type { AuditActor } from '../audit';

export type { SessionStaffRow };

/** How long a session lives: idle, and at most, whatever the activity. */
export interface SessionLifetime {
  idleMinutes: number;
  absoluteHours: number;
}

/** A visitor's or patient's lifetime, and the care team's shorter one (ADR 118). */
export interface SessionPolicy extends SessionLifetime {
  staff: SessionLifetime;
}

/** The policy from the settings of the same names. */
export function sessionPolicyOf(settings: {
  SESSION_IDLE_MINUTES: number;
  SESSION_ABSOLUTE_HOURS: number;
  STAFF_SESSION_IDLE_MINUTES: number;
  STAFF_SESSION_ABSOLUTE_HOURS: number;
}): SessionPolicy {
  return {
    idleMinutes: settings.SESSION_IDLE_MINUTES,
    absoluteHours: settings.SESSION_ABSOLUTE_HOURS,
    staff: { idleMinutes: settings.STAFF_SESSION_IDLE_MINUTES, absoluteHours: settings.STAFF_SESSION_ABSOLUTE_HOURS },
  };
}

/** The lifetime of a session of `principal` (a staff member's is shorter). */
export function lifetimeOf(policy: SessionPolicy, principal: Principal | undefined): SessionLifetime {
  return principal !== undefined && principal.role !== 'patient' ? policy.staff : policy;
}

/** Writing last_seen_at on every request would turn each read into a write; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/** The stored form of a cookie token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who a session belongs to: a patient or a staff member with one role; a visitor's session has none (ADR 082). */
export type Principal = { role: 'patient'; patientId: number } | { role: StaffRole; staffId: number };

/** The audit trail's actor for a session's principal. */
export function actorOfPrincipal(principal: Principal): AuditActor {
  return principal.role === 'patient' ? { role: 'patient', id: principal.patientId } : { role: principal.role, id: principal.staffId };
}

/** The principal a stored session names, if any. */
export function principalOf(row: SessionRow | undefined): Principal | undefined {
  if (row?.patientId != null) {
    return { role: 'patient', patientId: row.patientId };
  }
  if (row?.staffId != null && row.staffRole != null) {
    return { role: row.staffRole, staffId: row.staffId };
  }
  return undefined;
}

function principalColumns(principal: Principal | undefined) {
  if (principal === undefined) {
    return { patientId: null, staffId: null, staffRole: null };
  }
  return principal.role === 'patient'
    ? { patientId: principal.patientId, staffId: null, staffRole: null }
    : { patientId: null, staffId: principal.staffId, staffRole: principal.role };
}

/** Creates a session and returns the cookie token (never stored) with the row. */
export async function startSession(
  db: Db,
  policy: SessionPolicy,
  values: { brandId: number; principal: Principal | undefined; data: SessionData; deviceLabel?: string | null },
  now = new Date(),
): Promise<{ token: string; row: SessionRow }> {
  const token = randomBytes(32).toString('base64url');
  const row = await insertSession(db, {
    brandId: values.brandId,
    data: values.data,
    deviceLabel: values.deviceLabel ?? null,
    ...principalColumns(values.principal),
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + lifetimeOf(policy, values.principal).absoluteHours * 3_600_000),
  });
  return { token, row };
}

/** A live session and, for a patient's, the account row read with it; for a staff member's, the member. */
export interface ResumedSession {
  row: SessionRow;
  /** The patient's account as it stood when the request began; undefined for a visitor or staff member. */
  patient: PatientRow | undefined;
  /** The staff member (with a provider's licensed states) as they stood when the request began. */
  staff: SessionStaffRow | undefined;
}

/**
 * The live session for a cookie token: undefined when unknown, past its absolute lifetime or idle
 * too long (an expired one is deleted on sight).
 */
export async function resumeSession(
  db: Db,
  policy: SessionPolicy,
  token: string,
  now = new Date(),
): Promise<ResumedSession | undefined> {
  const tokenHash = hashToken(token);
  const found = await findSessionWithAccount(db, tokenHash);
  if (!found) {
    return undefined;
  }
  const row = found.session;
  const idleDeadline = row.lastSeenAt.getTime() + lifetimeOf(policy, principalOf(row)).idleMinutes * 60_000;
  if (row.expiresAt.getTime() <= now.getTime() || idleDeadline <= now.getTime()) {
    await deleteSession(db, tokenHash);
    return undefined;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(db, tokenHash, now);
  }
  return { row, patient: found.patient ?? undefined, staff: found.staff ?? undefined };
}

/**
 * Changes a session's data (eligibility, flashes, survey drafts) from what is stored now, not from
 * what the request read when it began, and keeps `row` in step. A session ended meanwhile stays ended.
 */
export async function changeSessionData(db: Db, row: SessionRow, change: (data: SessionData) => SessionData): Promise<void> {
  row.data = (await changeSessionDataLocked(db, row.tokenHash, change)) ?? change(row.data);
}

/** Ends a session. */
export async function endSession(db: Db, row: SessionRow): Promise<void> {
  await deleteSession(db, row.tokenHash);
}

/**
 * Ends every session of a staff member at once (ADR 169): their access taken away or their role
 * changed (a session carries the role it signed in with). Pass the change's transaction.
 */
export async function endSessionsOfStaff(db: Db, staffId: number): Promise<number> {
  return deleteSessionsOfStaff(db, staffId);
}

/** Housekeeping for the scheduler: stale sessions go (a staff session idle past its own limit is refused on sight). */
export async function purgeStaleSessions(db: Db, policy: SessionLifetime, now = new Date()): Promise<void> {
  await deleteStaleSessions(db, now, new Date(now.getTime() - policy.idleMinutes * 60_000));
}
