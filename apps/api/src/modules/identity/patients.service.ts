import type { EligibilityData } from '@app/domain/contracts/eligibility';
import type { Db } from '../../db/client';
import { MESSAGES } from '@app/domain/messages/en';
import type { PatientRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { findPatientById, updatePatientEligibility } from './patients.repository';

/** The signed-in patient's row; a session whose patient is gone counts as signed out. */
export async function getSignedInPatient(db: Db, patientId: number): Promise<PatientRow> {
  const row = await findPatientById(db, patientId);
  if (!row) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.account.unauthenticated);
  }
  return row;
}

/** Keeps a signed-in patient's latest eligibility answers with their account. */
export async function recordPatientEligibility(db: Db, patientId: number, eligibility: EligibilityData): Promise<void> {
  await updatePatientEligibility(db, patientId, eligibility);
}
