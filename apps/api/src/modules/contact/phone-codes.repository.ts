import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneVerificationCodes } from '../../db/schema/index';

export type PhoneCodeRow = typeof phoneVerificationCodes.$inferSelect;

/** Stores a new code and retires the patient's earlier ones, so only the latest code works. */
export async function replacePhoneCode(
  db: Db,
  values: { patientId: number; phone: string; codeHash: string; expiresAt: Date },
  now: Date,
): Promise<PhoneCodeRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(phoneVerificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(phoneVerificationCodes.patientId, values.patientId), isNull(phoneVerificationCodes.consumedAt)));
    const [row] = await tx.insert(phoneVerificationCodes).values(values).returning();
    return row!;
  });
}

/**
 * Counts one check against the patient's live code and returns it, or undefined when there is
 * none (never sent, used, replaced, expired or out of tries). The try is counted before the code
 * is compared, in one statement, so parallel guesses cannot get more than `maxAttempts` checks.
 */
export async function takePhoneCodeAttempt(
  db: Db,
  patientId: number,
  maxAttempts: number,
  now: Date,
): Promise<PhoneCodeRow | undefined> {
  const latest = db
    .select({ id: phoneVerificationCodes.id })
    .from(phoneVerificationCodes)
    .where(and(eq(phoneVerificationCodes.patientId, patientId), isNull(phoneVerificationCodes.consumedAt)))
    .orderBy(desc(phoneVerificationCodes.createdAt), desc(phoneVerificationCodes.id))
    .limit(1);
  const [row] = await db
    .update(phoneVerificationCodes)
    .set({ failedAttempts: sql`${phoneVerificationCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(phoneVerificationCodes.id, sql`(${latest})`),
        isNull(phoneVerificationCodes.consumedAt),
        gt(phoneVerificationCodes.expiresAt, now),
        lt(phoneVerificationCodes.failedAttempts, maxAttempts),
      ),
    )
    .returning();
  return row;
}

/** Uses a code up; false when it was used (or replaced) meanwhile. */
export async function consumePhoneCode(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(phoneVerificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(phoneVerificationCodes.id, id), isNull(phoneVerificationCodes.consumedAt)))
    .returning({ id: phoneVerificationCodes.id });
  return rows.length === 1;
}

/** Removes codes that can no longer be used (expired before `before`). */
export async function deleteExpiredPhoneCodes(db: Db, before: Date): Promise<void> {
  await db.delete(phoneVerificationCodes).where(lt(phoneVerificationCodes.expiresAt, before));
}
