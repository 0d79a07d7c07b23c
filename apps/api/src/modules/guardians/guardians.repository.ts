import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guardians, type GuardianRow } from '../../db/schema/index';

export async function findGuardianOfPatient(db: Db, patientId: number): Promise<GuardianRow | undefined> {
  const [row] = await db.select().from(guardians).where(eq(guardians.patientId, patientId));
  return row;
}
