import { requireCents } from '../pricing/money';

/** 000 §9 / issue 12: account credit lasts two years from the day it is granted. */
export const CREDIT_LIFETIME_YEARS = 2;

/** The moment a credit granted at `grantedAt` stops being usable: the same day two years on (29 February → 1 March). */
export function creditExpiresAt(grantedAt: Date): Date {
  const expires = new Date(grantedAt);
  expires.setUTCFullYear(expires.getUTCFullYear() + CREDIT_LIFETIME_YEARS);
  return expires;
}

/** A credit on the patient's account and what is left of it, in cents. */
export interface CreditGrant {
  id: number;
  remainingCents: number;
  grantedAt: Date;
  expiresAt: Date;
}

export interface CreditAllocation {
  grantId: number;
  amountCents: number;
}

/** Whether a grant can still pay toward an invoice at `now`. */
export function isUsable(grant: CreditGrant, now: Date): boolean {
  return grant.remainingCents > 0 && now < grant.expiresAt;
}

/**
 * What the patient's credits pay of an invoice of `dueCents` at `now`: the credits that expire
 * first are used first (then the older), each for at most what is left of it, and never more in
 * all than is due, so an invoice never goes below zero and the rest carries over. Expired and
 * spent credits pay nothing.
 */
export function allocateCredits(dueCents: number, grants: readonly CreditGrant[], now: Date): CreditAllocation[] {
  requireCents('due', dueCents);
  const usable = grants
    .filter((grant) => isUsable(grant, now))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.grantedAt.getTime() - b.grantedAt.getTime() || a.id - b.id);
  const allocations: CreditAllocation[] = [];
  let left = dueCents;
  for (const grant of usable) {
    if (left === 0) {
      break;
    }
    const amountCents = Math.min(left, grant.remainingCents);
    allocations.push({ grantId: grant.id, amountCents });
    left -= amountCents;
  }
  return allocations;
}

/** The credit still usable at `now`, in cents. */
export function usableCreditCents(grants: readonly CreditGrant[], now: Date): number {
  return grants.filter((grant) => isUsable(grant, now)).reduce((sum, grant) => sum + grant.remainingCents, 0);
}
