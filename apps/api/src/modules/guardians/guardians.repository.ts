import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guardians, type GuardianRow } from '../../db/schema/index';

export async function findGuardianOfPatient(db: Db, patientId: number): Promise<GuardianRow | undefined> {
  const [row] = await db.select().from(guardians).where(eq(guardians.patientId, patientId));
  return row;
}

export interface GuardianValues {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  acceptedTermsAt: Date;
}

/** Inserts the patient's guardian or replaces it (one guardian per patient, unique patient_id). */
export async function upsertGuardian(db: Db, patientId: number, values: GuardianValues): Promise<GuardianRow> {
  const [row] = await db
    .insert(guardians)
    .values({ patientId, ...values })
    .onConflictDoUpdate({ target: guardians.patientId, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) {
    throw new Error('guardian upsert returned no row');
  }
  return row;
}
