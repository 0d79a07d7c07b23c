import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema/index';

/** Ends every session of a patient (an account moving brand starts afresh on the new one). */
export async function deleteSessionsOfPatient(db: Db, patientId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.patientId, patientId));
}
