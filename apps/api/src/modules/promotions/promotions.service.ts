import { MEDICAL_HISTORY_PROMO_CREDIT_CENTS } from '@app/domain/constants';
import type { Db } from '../../db/client';
import { creditOldestClaim } from './promotions.repository';

/** The $20 medical-history promo credit (000 §4, §9), when the patient has a claim to redeem. */
export async function creditMedicalHistoryPromo(db: Db, patientId: number): Promise<number> {
  return creditOldestClaim(db, patientId, MEDICAL_HISTORY_PROMO_CREDIT_CENTS, 'medical_history_update_promo');
}
