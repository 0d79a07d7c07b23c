import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { boxSafetyChecks } from '../../db/schema/index';

export type SafetyCheckRow = typeof boxSafetyChecks.$inferSelect;

/** Stores the answers for a box, replacing earlier ones for the same box. */
export async function upsertSafetyCheck(db: Db, row: typeof boxSafetyChecks.$inferInsert): Promise<void> {
  await db
    .insert(boxSafetyChecks)
    .values(row)
    .onConflictDoUpdate({
      target: [boxSafetyChecks.subscriptionId, boxSafetyChecks.billDate],
      set: { answers: row.answers, isFlagged: row.isFlagged, answeredAt: row.answeredAt },
    });
}

export async function findSafetyCheck(db: Db, subscriptionId: number, billDate: string): Promise<SafetyCheckRow | undefined> {
  const [row] = await db
    .select()
    .from(boxSafetyChecks)
    .where(and(eq(boxSafetyChecks.subscriptionId, subscriptionId), eq(boxSafetyChecks.billDate, billDate)));
  return row;
}
