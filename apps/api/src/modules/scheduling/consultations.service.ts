import type { Db } from '../../db/client';
import { findVisitConsultation } from './consultations.repository';

/** Whether the visit has a live consultation booking (the scheduling step is done). */
export async function hasVisitConsultation(db: Db, visitId: number): Promise<boolean> {
  return (await findVisitConsultation(db, visitId)) !== undefined;
}
