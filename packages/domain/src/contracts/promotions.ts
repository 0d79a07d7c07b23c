import { z } from 'zod';
import { PROMOTION_CODE_MAX_LENGTH } from '../constants/limits';

/**
 * Claim promo lookup (001 §7.2: code, brand, treatment category): looks the code up and claims it
 * for the signed-in patient in one step. The code is matched exactly, untrimmed.
 */
export const PromotionClaimRequestSchema = z
  .object({
    code: z.string().min(1).max(PROMOTION_CODE_MAX_LENGTH),
    brand: z.number().int(),
    treatmentCategory: z.number().int(),
  })
  // An amount sent along is refused, never read: the code's amount is the server's.
  .strict();
export type PromotionClaimRequest = z.infer<typeof PromotionClaimRequestSchema>;

/** The promo lookup result of 001 §3. */
export const PromotionLookupSchema = z.object({
  promotionCode: z.string(),
  promotionId: z.number().int(),
  amountInDollars: z.number(),
});
export type PromotionLookup = z.infer<typeof PromotionLookupSchema>;
export const PromotionClaimResponseSchema = z.object({ data: PromotionLookupSchema });

/** Remove promo claim (001 §7.2: promotionCodeId, brand), answering a success boolean. */
export const PromotionClaimRemovalRequestSchema = z
  .object({
    promotionCodeId: z.number().int().positive().max(2_147_483_647),
    brand: z.number().int(),
  })
  .strict();
export type PromotionClaimRemovalRequest = z.infer<typeof PromotionClaimRemovalRequestSchema>;
export const PromotionClaimRemovalResponseSchema = z.object({ data: z.object({ success: z.boolean() }) });
