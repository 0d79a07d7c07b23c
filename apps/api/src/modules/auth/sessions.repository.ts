import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowAsJson, rowFromJson } from '../../db/json-row';
import { prepared } from '../../db/prepared';
import { patients, sessions, type PatientRow, type SessionData, type SessionRow } from '../../db/schema/index';

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

/**
 * The session of a token with its patient's account row (null for a visitor's or staff session),
 * in one round trip: every signed-in request needs both (ADR 076). Each row comes as one json
 * column: the statement runs on every signed-in request, and two columns cost far less to receive
 * than forty (db/json-row.ts).
 */
export async function findSessionWithPatient(db: Db, tokenHash: string): Promise<{ session: SessionRow; patient: PatientRow | null } | undefined> {
  const statement = prepared(db, 'session_with_patient', (d) =>
    d
      .select({
        session: sql<Record<string, unknown>>`${rowAsJson(sessions)}`,
        patient: sql<Record<string, unknown> | null>`case when ${patients.id} is null then null else ${rowAsJson(patients)} end`,
      })
      .from(sessions)
      .leftJoin(patients, eq(patients.id, sessions.patientId))
      .where(eq(sessions.tokenHash, sql.placeholder('tokenHash'))),
  );
  const [row] = await statement.execute({ tokenHash });
  return row && { session: rowFromJson(sessions, row.session), patient: row.patient && rowFromJson(patients, row.patient) };
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

/** Removes sessions past their absolute lifetime or idle for longer than the idle timeout. */
export async function deleteStaleSessions(db: Db, now: Date, idleSince: Date): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleSince)));
}
