import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients, sessions, socialIdentities, type PatientRow } from '../../db/schema/index';

const emailMatches = (email: string) => sql`lower(${patients.email}) = ${email.toLowerCase()}`;

/** The account with this email on a brand other than `brandId` that is not being deleted. */
export async function findTransferCandidate(db: Db, brandId: number, email: string): Promise<PatientRow | undefined> {
  const [row] = await db
    .select()
    .from(patients)
    .where(and(ne(patients.brandId, brandId), emailMatches(email), isNull(patients.deletionRequestedAt)))
    .orderBy(patients.id)
    .limit(1);
  return row;
}

export interface MoveValues {
  patientId: number;
  fromBrandId: number;
  toBrandId: number;
  state: string;
  dateOfBirth: string | undefined;
  acceptedTosAt: Date;
  emailVerifiedAt: Date;
}

export type MoveResult = { kind: 'moved'; row: PatientRow } | { kind: 'gone' } | { kind: 'email-taken' };

function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps the driver's error; PostgreSQL's code for a unique violation is 23505.
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  return candidates.some((candidate) => (candidate as { code?: unknown } | null)?.code === '23505');
}

/**
 * Moves an account to another brand in one transaction: the patient row changes brand only if it
 * is still on the source brand (so a link works once), its sessions on the old brand end and its
 * social sign-in links (kept per brand) go. `email-taken` when the email got an account on the
 * target brand meanwhile (the unique index decides).
 */
export async function movePatientToBrand(db: Db, values: MoveValues): Promise<MoveResult> {
  try {
    const row = await moveInTransaction(db, values);
    return row ? { kind: 'moved', row } : { kind: 'gone' };
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { kind: 'email-taken' };
    }
    throw error;
  }
}

async function moveInTransaction(db: Db, values: MoveValues): Promise<PatientRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(patients)
      .set({
        brandId: values.toBrandId,
        state: values.state,
        ...(values.dateOfBirth ? { dateOfBirth: values.dateOfBirth } : {}),
        acceptedTosAt: values.acceptedTosAt,
        emailVerifiedAt: values.emailVerifiedAt,
        updatedAt: new Date(),
      })
      .where(and(eq(patients.id, values.patientId), eq(patients.brandId, values.fromBrandId)))
      .returning();
    if (!row) {
      return undefined;
    }
    await tx.delete(sessions).where(eq(sessions.patientId, row.id));
    await tx.delete(socialIdentities).where(eq(socialIdentities.patientId, row.id));
    return row;
  });
}
