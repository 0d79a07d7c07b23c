import { and, asc, eq, isNull } from 'drizzle-orm';
import type { UpsellOfferId } from '@app/domain/upsells';
import type { Db } from '../../db/client';
import { upsellDecisions, type UpsellDecisionRow } from '../../db/schema/index';

/** The answers given to the offers of a visit's box, in the order they were given. */
export function findDecisionsOfVisit(db: Db, visitId: number): Promise<UpsellDecisionRow[]> {
  return db.select().from(upsellDecisions).where(eq(upsellDecisions.visitId, visitId)).orderBy(asc(upsellDecisions.id));
}

/**
 * Stores the answer to an offer unless one is stored already; answers the stored one either way,
 * so a repeated or concurrent post finds the first answer (the unique visit-and-offer index).
 */
export async function insertDecisionOnce(
  db: Db,
  values: { visitId: number; patientId: number; offer: UpsellOfferId; code: string; decision: 'accepted' | 'declined' },
): Promise<{ row: UpsellDecisionRow; isNew: boolean }> {
  const [inserted] = await db.insert(upsellDecisions).values(values).onConflictDoNothing().returning();
  if (inserted) {
    return { row: inserted, isNew: true };
  }
  const [existing] = await db
    .select()
    .from(upsellDecisions)
    .where(and(eq(upsellDecisions.visitId, values.visitId), eq(upsellDecisions.offer, values.offer)));
  return { row: existing!, isNew: false };
}

/** Marks an accepted offer undone, once; answers the row when this call undid it. */
export async function markDecisionUndone(db: Db, id: number, at: Date): Promise<UpsellDecisionRow | undefined> {
  const [row] = await db
    .update(upsellDecisions)
    .set({ undoneAt: at })
    .where(and(eq(upsellDecisions.id, id), eq(upsellDecisions.decision, 'accepted'), isNull(upsellDecisions.undoneAt)))
    .returning();
  return row;
}

/** The patient's accepted offers still on their boxes, oldest first. */
export function findAcceptedOfPatient(db: Db, patientId: number): Promise<UpsellDecisionRow[]> {
  return db
    .select()
    .from(upsellDecisions)
    .where(and(eq(upsellDecisions.patientId, patientId), eq(upsellDecisions.decision, 'accepted'), isNull(upsellDecisions.undoneAt)))
    .orderBy(asc(upsellDecisions.id));
}
