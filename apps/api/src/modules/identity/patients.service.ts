import type { EligibilityData } from '@app/domain/contracts/eligibility';
import type { Db } from '../../db/client';
import { updatePatientEligibility } from './patients.repository';

/** Keeps a signed-in patient's latest eligibility answers with their account. */
export async function recordPatientEligibility(db: Db, patientId: number, eligibility: EligibilityData): Promise<void> {
  await updatePatientEligibility(db, patientId, eligibility);
}
