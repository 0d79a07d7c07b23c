import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';

/** A patient's session as their list of devices shows it: never its token's hash. */
export interface PatientSessionRow {
  publicId: string;
  deviceLabel: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * A patient's live sessions (ADR 168): within their absolute lifetime and active since `idleSince`,
 * the most recently active first. The patient index finds them; a patient has a handful.
 */
export async function findLiveSessionsOfPatient(db: Db, patientId: number, now: Date, idleSince: Date): Promise<PatientSessionRow[]> {
  return db
    .select({ publicId: sessions.publicId, deviceLabel: sessions.deviceLabel, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.patientId, patientId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends one of a patient's sessions by its public id, never `keptTokenHash`'s; false when there was none. */
export async function deletePatientSession(db: Db, patientId: number, publicId: string, keptTokenHash: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.patientId, patientId), eq(sessions.publicId, publicId), ne(sessions.tokenHash, keptTokenHash)))
    .returning({ publicId: sessions.publicId });
  return ended.length > 0;
}

/** Ends every session of a patient but `keptTokenHash`'s; how many ended. */
export async function deleteOtherSessionsOfPatient(db: Db, patientId: number, keptTokenHash: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.patientId, patientId), ne(sessions.tokenHash, keptTokenHash)))
    .returning({ publicId: sessions.publicId });
  return ended.length;
}
