import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consultations, type ConsultationRow } from '../../db/schema/index';

/** The live booking of a visit, if any. */
export async function findVisitConsultation(db: Db, visitId: number): Promise<ConsultationRow | undefined> {
  const [row] = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.visitId, visitId), isNull(consultations.cancelledAt)))
    .limit(1);
  return row;
}
