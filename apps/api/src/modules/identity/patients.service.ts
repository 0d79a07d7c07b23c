import type { EligibilityData } from '@app/domain/contracts/eligibility';
import type { Db } from '../../db/client';
import { MESSAGES } from '@app/domain/messages/en';
import type { PatientRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { randomBytes } from 'node:crypto';
import { ADULT_AGE } from '@app/domain/constants/limits';
import { ageOn, calendarDateOf, parseIsoDate } from '@app/domain/validation/birthdate';
import { ensureReferralCode, findPatientById, markGuardianGiven, markSignupCompleted, updatePatientEligibility } from './patients.repository';

/** The signed-in patient's row; a session whose patient is gone counts as signed out. */
export async function getSignedInPatient(db: Db, patientId: number): Promise<PatientRow> {
  const row = await findPatientById(db, patientId);
  if (!row) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.account.unauthenticated);
  }
  return row;
}

/** Whether a patient is 13 to 17 today (the guardian step applies). */
export function isMinorPatient(patient: PatientRow, now = new Date()): boolean {
  const dob = patient.dateOfBirth ? parseIsoDate(patient.dateOfBirth) : null;
  return dob !== null && ageOn(dob, calendarDateOf(now)) < ADULT_AGE;
}

/** The guardians module reports that a minor's guardian was given (the guardian step is done). */
export async function recordGuardianGiven(db: Db, patientId: number, at: Date): Promise<void> {
  await markGuardianGiven(db, patientId, at);
}

/** Keeps a signed-in patient's latest eligibility answers with their account. */
export async function recordPatientEligibility(db: Db, patientId: number, eligibility: EligibilityData): Promise<void> {
  await updatePatientEligibility(db, patientId, eligibility);
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
