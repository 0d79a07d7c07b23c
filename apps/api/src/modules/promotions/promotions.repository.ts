import { and, asc, eq, isNull } from 'drizzle-orm';
import { creditExpiresAt } from '@app/domain/credits';
import type { Db } from '../../db/client';
import { creditLedger, promotionClaims } from '../../db/schema/index';

/**
 * Turns the patient's oldest uncredited claim into credit, inside one transaction: the row lock
 * makes two simultaneous completions credit once.
 */
export async function creditOldestClaim(db: Db, patientId: number, amountCents: number, reason: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select({ id: promotionClaims.id })
      .from(promotionClaims)
      .where(and(eq(promotionClaims.patientId, patientId), isNull(promotionClaims.creditedAt)))
      .orderBy(asc(promotionClaims.claimedAt))
      .limit(1)
      .for('update');
    if (!claim) {
      return 0;
    }
    await tx.update(promotionClaims).set({ creditedAt: new Date() }).where(eq(promotionClaims.id, claim.id));
    const now = new Date();
    await tx.insert(creditLedger).values({ patientId, kind: 'grant', amountCents, reason, expiresAt: creditExpiresAt(now), createdAt: now });
    return amountCents;
  });
}
