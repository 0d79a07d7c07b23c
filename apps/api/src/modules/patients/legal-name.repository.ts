import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients, type PatientRow } from '../../db/schema/index';

/** Sets the legal name, and the date of birth when one is given. */
export async function updatePatientLegalName(
  db: Db,
  id: number,
  values: { firstname: string; lastname: string; dateOfBirth?: string },
): Promise<PatientRow> {
  const [row] = await db
    .update(patients)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(patients.id, id))
    .returning();
  if (!row) {
    throw new Error('legal name update matched no patient');
  }
  return row;
}
