import type { EligibilityData } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { MESSAGES } from '@app/domain/messages';
import type { NewPatientRow, PatientRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { randomBytes } from 'node:crypto';
import { ADULT_AGE, REFERRAL_CREDIT_CENTS } from '@app/domain/constants';
import { ageOn, calendarDateOf, parseIsoDate } from '@app/domain/validation';
import {
  ensureReferralCode,
  existsReferralCode,
  existsOnOtherBrand,
  findPatientByEmail,
  findPatientById,
  findPatientByReferralCode,
  findPatientNames,
  findTransferCandidate,
  insertPatient,
  markGuardianGiven,
  markSignupCompleted,
  updateCardOnFile,
  updatePatientPasswordHash,
  updatePatientBrand,
  searchPatients,
  updatePatientEligibility,
  type BrandMove,
} from './patients.repository';

/** The signed-in patient's row; a session whose patient is gone counts as signed out. */
export async function getSignedInPatient(db: Db, patientId: number): Promise<PatientRow> {
  const row = await findPatientById(db, patientId);
  if (!row) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.account.unauthenticated);
  }
  return row;
}

/** The patient with this id, if any. */
export function findPatient(db: Db, patientId: number): Promise<PatientRow | undefined> {
  return findPatientById(db, patientId);
}

/** The account of this email on the brand (case-insensitive), if any. */
export function findPatientOnBrand(db: Db, brandId: number, email: string): Promise<PatientRow | undefined> {
  return findPatientByEmail(db, brandId, email);
}

/** Whether the email has an account on another brand (brand transfer). */
export function hasAccountOnOtherBrand(db: Db, brandId: number, email: string): Promise<boolean> {
  return existsOnOtherBrand(db, brandId, email);
}

/** Creates an account; undefined when the email is taken on the brand meanwhile (unique index). */
export function createPatient(db: Db, values: NewPatientRow): Promise<PatientRow | undefined> {
  return insertPatient(db, values);
}

/** The account a brand transfer would move here: this email on another brand, not being deleted. */
export function findAccountToTransfer(db: Db, brandId: number, email: string): Promise<PatientRow | undefined> {
  return findTransferCandidate(db, brandId, email);
}

/**
 * Moves an account to another brand (brand transfer); undefined when it is no longer on the source
 * brand. A unique violation is thrown when the email has an account on the target brand by now.
 */
export function moveToBrand(db: Db, move: BrandMove): Promise<PatientRow | undefined> {
  return updatePatientBrand(db, move);
}

/** Whether a patient is 13 to 17 today (the guardian step applies). */
export function isMinorPatient(patient: Pick<PatientRow, 'dateOfBirth'>, now = new Date()): boolean {
  const age = patientAgeOf(patient, now);
  return age !== null && age < ADULT_AGE;
}

/** Whole years of age today (UTC), or null without a birthdate on file. */
export function patientAgeOf(patient: Pick<PatientRow, 'dateOfBirth'>, now = new Date()): number | null {
  const dob = patient.dateOfBirth ? parseIsoDate(patient.dateOfBirth) : null;
  return dob === null ? null : ageOn(dob, calendarDateOf(now));
}

/** "Firstname Lastname" as the care team reads it; the email's stand-in never shows health data. */
export function patientDisplayName(patient: Pick<PatientRow, 'firstname' | 'lastname'>): string {
  return [patient.firstname, patient.lastname].filter(Boolean).join(' ').trim() || 'Name not given yet';
}

/** The guardians module reports that a minor's guardian was given (the guardian step is done). */
export async function recordGuardianGiven(db: Db, patientId: number, at: Date): Promise<void> {
  await markGuardianGiven(db, patientId, at);
}

/** Keeps a signed-in patient's latest eligibility answers with their account. */
export async function recordPatientEligibility(db: Db, patientId: number, eligibility: EligibilityData): Promise<void> {
  await updatePatientEligibility(db, patientId, eligibility);
}

/** The auth module's password change stores the new hash, in the change's transaction (ADR 168). */
export async function recordPasswordHash(db: Db, patientId: number, passwordHash: string): Promise<void> {
  await updatePatientPasswordHash(db, patientId, passwordHash);
}

/** The payments module reports a stored payment method (the checkout's card step is done). */
export async function recordCardOnFile(db: Db, patientId: number, cardLastFour: string | null): Promise<void> {
  await updateCardOnFile(db, patientId, cardLastFour);
}

/** Stamps the first completion of a sign-up on the patient. */
export async function recordSignupCompleted(db: Db, patientId: number, at = new Date()): Promise<void> {
  await markSignupCompleted(db, patientId, at);
}

/**
 * The patient's referral link (give $20, get $20). The code rides in `?t=`, the invite token the
 * tracking module records for whoever follows it.
 */
export async function referralLink(db: Db, patientId: number, origin: string): Promise<string> {
  const code = await ensureReferralCode(db, patientId, randomBytes(6).toString('base64url'));
  return `${origin}/get-started/skin?t=${encodeURIComponent(code)}`;
}

/** Patients' names by id (a referrer's list of friends). */
export function patientNamesOf(db: Db, ids: readonly number[]) {
  return findPatientNames(db, ids);
}

/** Who a referral link's `?t=` code belongs to (id, brand, email), whatever the brand. */
export function findReferrer(db: Db, code: string): Promise<Pick<PatientRow, 'id' | 'brandId' | 'email'> | undefined> {
  return findPatientByReferralCode(db, code);
}

/**
 * A VIP invite code (ADR 101) is a patient's referral code, valid on that patient's brand only;
 * the answer names the credits of 000 §9 and nothing about the inviter.
 */
export async function checkInviteCode(db: Db, brandId: number, code: string): Promise<{ code: string; creditCents: number; inviterCreditCents: number }> {
  if (!(await existsReferralCode(db, brandId, code))) {
    throw new AppError('NOT_FOUND', MESSAGES.invite.invalid);
  }
  return { code, creditCents: REFERRAL_CREDIT_CENTS, inviterCreditCents: REFERRAL_CREDIT_CENTS };
}

/** The operator's search (ADR 119): patients whose email, name or phone contains the terms, newest first. */
export function searchPatientsByContact(
  db: Db,
  terms: { text: string; digits: string | undefined },
  options: { brandId: number | undefined; limit: number },
): Promise<PatientRow[]> {
  return searchPatients(db, terms, options);
}
