import { useCallback } from 'react';
import type { PromotionClaim } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { ApiError } from '../../../lib/api-client';
import { claimPromotion } from '../api/claim-promotion';
import { removePromotionClaim } from '../api/remove-promotion-claim';
import type { SelectionRequest } from '../api/get-selection-data';

export interface PromoCode {
  /** Applies a code; answers the message to show when it is refused. */
  apply: (code: string) => Promise<string | undefined>;
  /** Removes the applied claim; answers the message to show when that fails. */
  remove: () => Promise<string | undefined>;
}

/**
 * Promo codes on the selection page (001 §2.3, §4, §5): a code applies only when the server's code
 * equals the typed one exactly; the box is then priced again by the server with the claim.
 */
export function usePromoCode(request: SelectionRequest, claim: PromotionClaim | null, reprice: () => Promise<void>): PromoCode {
  const { brand, treatmentCategory } = request;
  const apply = useCallback(
    async (code: string) => {
      try {
        const found = await claimPromotion(code, brand, treatmentCategory);
        if (found.promotionCode !== code) {
          return MESSAGES.promotion.invalid;
        }
        await reprice();
        return undefined;
      } catch (error) {
        // The server says why a real code cannot be used (expired, used up…).
        return error instanceof ApiError ? error.message : MESSAGES.promotion.invalid;
      }
    },
    [brand, treatmentCategory, reprice],
  );
  const remove = useCallback(async () => {
    try {
      if (!claim || !(await removePromotionClaim(claim.promotionCodeId, brand))) {
        return MESSAGES.promotion.removeFailed;
      }
      await reprice();
      return undefined;
    } catch {
      return MESSAGES.promotion.removeFailed;
    }
  }, [claim, brand, reprice]);
  return { apply, remove };
}
