import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { patients, patientSearchText, type NewPatientRow, type PatientRow } from '../../db/schema/index';
import type { EligibilityData } from '@app/domain/contracts';

const emailMatches = (email: string) => sql`lower(${patients.email}) = ${email.toLowerCase()}`;

export async function findPatientById(db: Db, id: number): Promise<PatientRow | undefined> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id));
  return row;
}

export async function findPatientByEmail(db: Db, brandId: number, email: string): Promise<PatientRow | undefined> {
  const [row] = await db.select().from(patients).where(and(eq(patients.brandId, brandId), emailMatches(email)));
  return row;
}

/** Whether the email has an account on a brand other than `brandId` (a brand-transfer candidate). */
export async function existsOnOtherBrand(db: Db, brandId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(ne(patients.brandId, brandId), emailMatches(email)))
    .limit(1);
  return row !== undefined;
}

/** Inserts a patient; undefined when the email is already taken on the brand (unique index). */
export async function insertPatient(db: Db, values: NewPatientRow): Promise<PatientRow | undefined> {
  const [row] = await db.insert(patients).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updatePatientEligibility(db: Db, id: number, eligibility: EligibilityData): Promise<void> {
  await db.update(patients).set({ eligibility, updatedAt: new Date() }).where(eq(patients.id, id));
}

/** Sets a column only while it is still empty, so repeating the call changes nothing. */
export async function markSignupCompleted(db: Db, id: number, at: Date): Promise<void> {
  await db.update(patients).set({ signupCompletedAt: at, updatedAt: at }).where(and(eq(patients.id, id), isNull(patients.signupCompletedAt)));
}

/** Gives the patient a referral code if they have none; returns the code they hold. */
export async function ensureReferralCode(db: Db, id: number, candidate: string): Promise<string> {
  await db.update(patients).set({ referralCode: candidate }).where(and(eq(patients.id, id), isNull(patients.referralCode)));
  const [row] = await db.select({ code: patients.referralCode }).from(patients).where(eq(patients.id, id));
  return row?.code ?? candidate;
}

/** Stamps the first time a guardian was given; later changes of guardian keep it. */
export async function markGuardianGiven(db: Db, id: number, at: Date): Promise<void> {
  await db.update(patients).set({ guardianGivenAt: at }).where(and(eq(patients.id, id), isNull(patients.guardianGivenAt)));
}

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

export interface BrandMove {
  patientId: number;
  fromBrandId: number;
  toBrandId: number;
  state: string;
  dateOfBirth: string | undefined;
  acceptedTosAt: Date;
  emailVerifiedAt: Date;
}

/**
 * Moves the account to another brand if it is still on the source brand (so a link works once);
 * undefined otherwise. Throws a unique violation when the email got an account on the target
 * brand meanwhile (the unique index decides).
 */
export async function updatePatientBrand(db: Db, move: BrandMove): Promise<PatientRow | undefined> {
  const [row] = await db
    .update(patients)
    .set({
      brandId: move.toBrandId,
      state: move.state,
      ...(move.dateOfBirth ? { dateOfBirth: move.dateOfBirth } : {}),
      acceptedTosAt: move.acceptedTosAt,
      emailVerifiedAt: move.emailVerifiedAt,
      updatedAt: new Date(),
    })
    .where(and(eq(patients.id, move.patientId), eq(patients.brandId, move.fromBrandId)))
    .returning();
  return row;
}

/** First and last names of some patients, in one statement. */
export async function findPatientNames(db: Db, ids: readonly number[]): Promise<{ id: number; firstname: string | null; lastname: string | null }[]> {
  if (ids.length === 0) {
    return [];
  }
  return db.select({ id: patients.id, firstname: patients.firstname, lastname: patients.lastname }).from(patients).where(inArray(patients.id, [...ids]));
}

/** The patient who holds a referral code, on any brand (the caller tells another brand's link apart). */
export async function findPatientByReferralCode(db: Db, code: string): Promise<Pick<PatientRow, 'id' | 'brandId' | 'email'> | undefined> {
  const [row] = await db
    .select({ id: patients.id, brandId: patients.brandId, email: patients.email })
    .from(patients)
    .where(eq(patients.referralCode, code))
    .limit(1);
  return row;
}

/** Whether a patient of the brand holds this referral code (an invite code, ADR 101). */
export async function existsReferralCode(db: Db, brandId: number, code: string): Promise<boolean> {
  const [row] = await db
    .select({ id: patients.id })
    .from(patients)
    .where(and(eq(patients.brandId, brandId), eq(patients.referralCode, code)))
    .limit(1);
  return row !== undefined;
}

/** Stores a patient's new password hash (ADR 168). */
export async function updatePatientPasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(patients).set({ passwordHash, updatedAt: new Date() }).where(eq(patients.id, id));
}

/** Records the last four digits of the payment method on file, and that the card step is done. */
export async function updateCardOnFile(db: Db, id: number, cardLastFour: string | null): Promise<void> {
  await db
    .update(patients)
    .set({ cardLastFour, collectedCardLastFour: cardLastFour, hasCompletedCcEntry: true, updatedAt: new Date() })
    .where(eq(patients.id, id));
}

/**
 * Patients whose email or full name contains `text`, or whose phone's digits contain `digits`
 * (ADR 119): `LIKE '%…%'` on the exact expressions the trigram indexes hold, newest first.
 * Never a prepared statement: planned with the fragment itself, PostgreSQL estimates from the
 * expressions' statistics how common it is, and walks `patients_created_idx` newest first until
 * the page is full for a common one (a few hundred rows for thousands of matches), or takes the
 * trigram indexes' matches and sorts them for a rare one (ADR 127).
 */
export async function searchPatients(
  db: Db,
  terms: { text: string; digits: string | undefined },
  options: { brandId: number | undefined; limit: number },
): Promise<PatientRow[]> {
  const contains = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const matches = [
    sql`${patientSearchText.email(patients)} like ${contains(terms.text)}`,
    sql`${patientSearchText.name(patients)} like ${contains(terms.text)}`,
    ...(terms.digits === undefined ? [] : [sql`${patientSearchText.phoneDigits(patients)} like ${contains(terms.digits)}`]),
  ];
  return db
    .select()
    .from(patients)
    .where(and(or(...matches), options.brandId === undefined ? undefined : eq(patients.brandId, options.brandId)))
    .orderBy(desc(patients.createdAt), desc(patients.id))
    .limit(options.limit);
}
