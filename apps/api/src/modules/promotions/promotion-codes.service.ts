import type { Db } from '../../db/client';
import type { promotionCodes } from '../../db/schema/index';
import { insertPromotionCode, listPromotionCodes, lockPromotionCode, updatePromotionCode, type PromotionCodeChange, type PromotionCodeRow } from './promotion-codes.repository';

export type { PromotionCodeChange, PromotionCodeRow } from './promotion-codes.repository';

/** Every brand's promotion codes as stored, for the admin console (ADR 158). */
export function allPromotionCodes(db: Db): Promise<PromotionCodeRow[]> {
  return listPromotionCodes(db);
}

/** Adds a code (ADR 159); undefined when its brand has one spelled the same. */
export function addPromotionCode(db: Db, values: typeof promotionCodes.$inferInsert): Promise<PromotionCodeRow | undefined> {
  return insertPromotionCode(db, values);
}

/**
 * Changes a code inside the caller's transaction: `decide` sees the code as locked (claims of it
 * wait) and answers the change, or undefined to change nothing. Answers the code before and after;
 * undefined when there is no such code. Claims already made keep their own amount, so no box is
 * priced again by a change (ADR 159).
 */
export async function changePromotionCode(
  tx: Db,
  id: number,
  decide: (code: PromotionCodeRow) => PromotionCodeChange | undefined,
): Promise<{ before: PromotionCodeRow; after: PromotionCodeRow } | undefined> {
  const before = await lockPromotionCode(tx, id);
  if (!before) {
    return undefined;
  }
  const change = decide(before);
  return { before, after: change === undefined ? before : await updatePromotionCode(tx, id, change) };
}
