import type { Db } from '../../db/client';
import { listPromotionCodes, type PromotionCodeRow } from './promotion-codes.repository';

export type { PromotionCodeRow } from './promotion-codes.repository';

/** Every brand's promotion codes as stored, for the admin console (ADR 158). */
export function allPromotionCodes(db: Db): Promise<PromotionCodeRow[]> {
  return listPromotionCodes(db);
}
