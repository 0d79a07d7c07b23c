import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { analyticsEvents, visitorAttributions } from '../../db/schema/index';

export async function insertAnalyticsEvent(db: Db, values: typeof analyticsEvents.$inferInsert): Promise<void> {
  await db.insert(analyticsEvents).values(values);
}

/** Records a visitor's first landing; a later landing of the same visitor changes nothing. */
export async function insertAttribution(db: Db, values: typeof visitorAttributions.$inferInsert): Promise<void> {
  await db.insert(visitorAttributions).values(values).onConflictDoNothing();
}

export async function linkAttributionToPatient(db: Db, visitorUuid: string, patientId: number): Promise<void> {
  await db.update(visitorAttributions).set({ patientId }).where(eq(visitorAttributions.visitorUuid, visitorUuid));
}
