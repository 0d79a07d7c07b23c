import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients, type PatientRow } from '../../db/schema/index';

/**
 * Stores a phone number; a confirmation belongs to a number, so it is kept only when the number
 * does not change (decided in one statement, so a concurrent confirm cannot be lost or misapplied).
 */
export async function updatePatientPhone(db: Db, id: number, phone: string): Promise<PatientRow | undefined> {
  const [row] = await db
    .update(patients)
    .set({
      phone,
      phoneConfirmedAt: sql`case when ${patients.phone} = ${phone} then ${patients.phoneConfirmedAt} else null end`,
      updatedAt: new Date(),
    })
    .where(eq(patients.id, id))
    .returning();
  return row;
}

export async function updatePatientConfirmedPhone(db: Db, id: number, phone: string, at: Date): Promise<PatientRow | undefined> {
  const [row] = await db
    .update(patients)
    .set({ phone, phoneConfirmedAt: at, updatedAt: at })
    .where(eq(patients.id, id))
    .returning();
  return row;
}

/** Sets `email_verified_at` once; a later verification keeps the first time. */
export async function updatePatientEmailVerified(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(patients)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(patients.id, id), isNull(patients.emailVerifiedAt)));
}

export async function updatePatientSmsPreferences(
  db: Db,
  id: number,
  preferences: { smsTransactionalEnabled?: boolean; smsMarketingEnabled?: boolean },
): Promise<PatientRow | undefined> {
  const [row] = await db
    .update(patients)
    .set({ ...preferences, updatedAt: new Date() })
    .where(eq(patients.id, id))
    .returning();
  return row;
}
