/**
 * Where a promotion code stands for new claims (ADRs 158, 159), as the admin console shows it:
 * `ended` once its window has closed, `paused` while an admin holds it, `scheduled` before its
 * window opens, `used-up` when every claim it allows is taken or its budget has no room for one
 * more claim's amount (ADR 162; a percent code's, no cent, ADR 166), `live` otherwise: the first that
 * holds, so a closed window says `ended` even if the code was paused or used up.
 */
export const PROMOTION_STATUSES = ['scheduled', 'live', 'paused', 'used-up', 'ended'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export interface PromotionStanding {
  validFrom: Date;
  /** Exclusive: the code stops at this instant; null for no end. */
  validUntil: Date | null;
  /** Claims allowed in all; null for no limit. */
  maxUses: number | null;
  useCount: number;
  /** What a claim takes off, the most the claims may take off in all (null for no budget), and what they take off now. */
  amountCents: number;
  budgetCents: number | null;
  givenCents: number;
  /** Set while an admin has paused the code; null otherwise. */
  pausedAt: Date | null;
}

export function promotionStatus(code: PromotionStanding, now: Date): PromotionStatus {
  if (code.validUntil !== null && now.getTime() >= code.validUntil.getTime()) {
    return 'ended';
  }
  if (code.pausedAt !== null) {
    return 'paused';
  }
  if (now.getTime() < code.validFrom.getTime()) {
    return 'scheduled';
  }
  if (code.maxUses !== null && code.useCount >= code.maxUses) {
    return 'used-up';
  }
  // A percent claim (amount 0) needs a cent of the budget left at least (ADR 166).
  if (code.budgetCents !== null && code.givenCents + Math.max(code.amountCents, 1) > code.budgetCents) {
    return 'used-up';
  }
  return 'live';
}

/** Whether a patient can claim the code now: it is live. */
export function isClaimable(code: PromotionStanding, now: Date): boolean {
  return promotionStatus(code, now) === 'live';
}
