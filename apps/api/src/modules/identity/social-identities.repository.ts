import { TransactionRollbackError, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients, socialIdentities, type NewPatientRow, type PatientRow } from '../../db/schema/index';

/** The patient linked to a provider account; `providerKey` is `<provider>:<brandId>`. */
export async function findPatientBySocialIdentity(db: Db, providerKey: string, subject: string): Promise<PatientRow | undefined> {
  const [row] = await db
    .select({ patient: patients })
    .from(socialIdentities)
    .innerJoin(patients, eq(patients.id, socialIdentities.patientId))
    .where(and(eq(socialIdentities.provider, providerKey), eq(socialIdentities.subject, subject)));
  return row?.patient;
}

export interface SocialIdentityValues {
  provider: string;
  subject: string;
  email: string | null;
}

/** Links a provider account to an existing patient; a link made meanwhile wins (no error). */
export async function insertSocialIdentity(db: Db, patientId: number, values: SocialIdentityValues): Promise<void> {
  await db.insert(socialIdentities).values({ patientId, ...values }).onConflictDoNothing();
}

/**
 * Creates a patient and its provider link together. Undefined when the email got an account on
 * the brand meanwhile (the unique index decides) or the provider account was linked meanwhile.
 */
export async function insertSocialPatient(
  db: Db,
  patient: NewPatientRow,
  identity: SocialIdentityValues,
): Promise<PatientRow | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(patients).values(patient).onConflictDoNothing().returning();
      if (!row) {
        return undefined;
      }
      const [link] = await tx
        .insert(socialIdentities)
        .values({ patientId: row.id, ...identity })
        .onConflictDoNothing()
        .returning({ id: socialIdentities.id });
      if (!link) {
        // Someone linked this provider account first: the new patient must not exist without it.
        tx.rollback();
      }
      return row;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) {
      return undefined;
    }
    throw error;
  }
}
