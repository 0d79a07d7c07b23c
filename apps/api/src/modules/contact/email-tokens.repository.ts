import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailVerificationTokens } from '../../db/schema/index';

export async function insertEmailToken(db: Db, values: { tokenHash: string; patientId: number; expiresAt: Date }): Promise<void> {
  await db.insert(emailVerificationTokens).values(values);
}

/** When the patient was last sent a link (undefined when never). */
export async function findLastEmailTokenTime(db: Db, patientId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.patientId, patientId))
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** Uses a live token up and returns its patient; undefined when unknown, used or expired. */
export async function useEmailToken(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const [row] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ patientId: emailVerificationTokens.patientId });
  return row?.patientId;
}

/** Once the address is verified, the patient's other links have nothing left to do. */
export async function retireEmailTokens(db: Db, patientId: number, now: Date): Promise<void> {
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.patientId, patientId), isNull(emailVerificationTokens.usedAt)));
}

/** Removes link tokens that can no longer be used (expired before `before`). */
export async function deleteExpiredEmailTokens(db: Db, before: Date): Promise<void> {
  await db.delete(emailVerificationTokens).where(lt(emailVerificationTokens.expiresAt, before));
}
