import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prescriptions, type PrescriptionRow } from '../../db/schema/index';

export async function insertPrescription(db: Db, values: typeof prescriptions.$inferInsert): Promise<PrescriptionRow> {
  const [row] = await db.insert(prescriptions).values(values).returning();
  if (!row) {
    throw new Error('prescription insert returned no row');
  }
  return row;
}

/** The patient's prescriptions, newest first. */
export async function findPrescriptionsOfPatient(db: Db, patientId: number): Promise<PrescriptionRow[]> {
  return db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.patientId, patientId))
    .orderBy(desc(prescriptions.prescribedAt), desc(prescriptions.id));
}

/** What a visit's review prescribed and declined, in the order it was recorded. */
export async function findPrescriptionsOfVisit(db: Db, visitId: number): Promise<PrescriptionRow[]> {
  return db.select().from(prescriptions).where(eq(prescriptions.visitId, visitId)).orderBy(prescriptions.id);
}

/**
 * Links the patient's prescriptions among `ids` that name no visit yet to `visitId`; answers how
 * many it linked. Another patient's prescription, or one already linked, is left as it is.
 */
export async function linkPrescriptionsToVisit(db: Db, patientId: number, visitId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) {
    return 0;
  }
  const linked = await db
    .update(prescriptions)
    .set({ visitId })
    .where(and(eq(prescriptions.patientId, patientId), inArray(prescriptions.id, [...ids]), isNull(prescriptions.visitId)))
    .returning({ id: prescriptions.id });
  return linked.length;
}
