import type { Db } from '../../db/client';
import { findGuardianOfPatient } from './guardians.repository';

/** Whether a minor's guardian has been given (the guardian step is done). */
export async function hasGuardian(db: Db, patientId: number): Promise<boolean> {
  return (await findGuardianOfPatient(db, patientId)) !== undefined;
}
