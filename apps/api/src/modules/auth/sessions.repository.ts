import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowAsJson, rowFromJson } from '../../db/json-row';
import { prepared } from '../../db/prepared';
import { patients, providerLicences, sessions, staffMembers, type PatientRow, type SessionData, type SessionRow } from '../../db/schema/index';

export async function insertSession(
  db: Db,
  values: typeof sessions.$inferInsert,
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) {
    throw new Error('session insert returned no row');
  }
  return row;
}

/** A staff member as every staff request needs them: never the password hash or the sealed TOTP secret. */
export interface SessionStaffRow {
  id: number;
  name: string;
  role: string;
  providerId: number | null;
  disabledAt: Date | null;
  /** The states a provider is licensed in, in order; none for an operator. */
  licensedStates: string[];
}

// The staff member's columns as one json object, with the provider's licences: read-only, from the
// staff and scheduling tables (the staff module writes them), so a staff request needs no second
// statement to know who is signed in and where they may practise (ADR 127). A subquery under the
// session's staff id, not a join: PostgreSQL runs it for staff sessions only, where a join to the
// staff table cost every patient's request a scan of it.
const STAFF_OF_SESSION = sql`case when ${sessions.staffId} is null then null else (select json_build_object(
  'id', ${staffMembers.id}, 'name', ${staffMembers.name}, 'role', ${staffMembers.role},
  'providerId', ${staffMembers.providerId}, 'disabledAt', ${staffMembers.disabledAt},
  'licensedStates', coalesce((select json_agg(${providerLicences.state} order by ${providerLicences.state})
    from ${providerLicences} where ${providerLicences.providerId} = ${staffMembers.providerId}), '[]'::json))
  from ${staffMembers} where ${staffMembers.id} = ${sessions.staffId}) end`;

/**
 * The session of a token with its patient's account row (null for a visitor's or staff session)
 * or its staff member (null otherwise), in one round trip: every signed-in request needs both
 * (ADR 076, 127). Each row comes as one json column: the statement runs on every signed-in
 * request, and a few columns cost far less to receive than forty (db/json-row.ts).
 */
export async function findSessionWithAccount(
  db: Db,
  tokenHash: string,
): Promise<{ session: SessionRow; patient: PatientRow | null; staff: SessionStaffRow | null } | undefined> {
  const statement = prepared(db, 'session_with_account', (d) =>
    d
      .select({
        session: sql<Record<string, unknown>>`${rowAsJson(sessions)}`,
        patient: sql<Record<string, unknown> | null>`case when ${patients.id} is null then null else ${rowAsJson(patients)} end`,
        staff: sql<(Omit<SessionStaffRow, 'disabledAt'> & { disabledAt: string | null }) | null>`${STAFF_OF_SESSION}`,
      })
      .from(sessions)
      .leftJoin(patients, eq(patients.id, sessions.patientId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash'))),
  );
  const [row] = await statement.execute({ tokenHash });
  return (
    row && {
      session: rowFromJson(sessions, row.session),
      patient: row.patient && rowFromJson(patients, row.patient),
      staff: row.staff && { ...row.staff, disabledAt: row.staff.disabledAt === null ? null : new Date(row.staff.disabledAt) },
    }
  );
}

export async function touchSession(db: Db, tokenHash: string, lastSeenAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt }).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Applies `change` to the stored data under a row lock, so two requests of one session changing
 * different parts of it (two survey answers, a flash and a draft) both keep their change.
 * Undefined when the session is gone; an error thrown by `change` rolls everything back.
 */
export async function changeSessionDataLocked(
  db: Db,
  tokenHash: string,
  change: (data: SessionData) => SessionData,
): Promise<SessionData | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ data: sessions.data })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .for('update');
    if (!row) {
      return undefined;
    }
    const data = change(row.data);
    await tx.update(sessions).set({ data }).where(eq(sessions.tokenHash, tokenHash));
    return data;
  });
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a staff member (ADR 169); how many ended. */
export async function deleteSessionsOfStaff(db: Db, staffId: number): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.staffId, staffId)).returning({ staffId: sessions.staffId });
  return ended.length;
}

/** Removes sessions past their absolute lifetime or idle for longer than the idle timeout. */
export async function deleteStaleSessions(db: Db, now: Date, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
}
