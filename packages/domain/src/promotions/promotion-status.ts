/**
 * Where a promotion code stands for new claims (ADR 158), as the admin console shows it:
 * `scheduled` before its window opens, `ended` once it has closed, `used-up` when every claim it
 * allows is taken, `live` otherwise. A window that has closed says `ended` even if it was used up.
 */
export const PROMOTION_STATUSES = ['scheduled', 'live', 'used-up', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export interface PromotionStanding {
  validFrom: Date;
  /** Exclusive: the code stops at this instant; null for no end. */
  validUntil: Date | null;
  /** Claims allowed in all; null for no limit. */
  maxUses: number | null;
  useCount: number;
}

export function promotionStatus(code: PromotionStanding, now: Date): PromotionStatus {
  if (code.validUntil !== null && now.getTime() >= code.validUntil.getTime()) {
    return 'ended';
  }
  if (now.getTime() < code.validFrom.getTime()) {
    return 'scheduled';
  }
  if (code.maxUses !== null && code.useCount >= code.maxUses) {
    return 'used-up';
  }
  return 'live';
}
