/**
 * Where a referral stands (ADR 109), for the referrer's list: the stages it has reached with their
 * dates, and, while its $20 has not (all) paid toward an invoice, why. Pure, so the list, its
 * tests and any later notice read the same rules.
 */

export const REFERRAL_STATUSES = ['invited', 'signed-up', 'first-box-paid', 'rewarded', 'refused'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

export const REFERRAL_REFUSALS = ['samePatient', 'sameEmail', 'sameCard', 'tooManySignUps', 'otherBrand'] as const;
export type ReferralRefusal = (typeof REFERRAL_REFUSALS)[number];

export const REFERRAL_STAGES = ['invited', 'signed-up', 'first-box-paid', 'credit-earned', 'credit-applied', 'credit-expired', 'refused'] as const;
export type ReferralStage = (typeof REFERRAL_STAGES)[number];

/** The referrer's credit for one friend, as the ledger has it. */
export interface ReferralReward {
  amountCents: number;
  remainingCents: number;
  appliedCents: number;
  grantedAt: Date;
  /** When an invoice first used it. */
  appliedAt: Date | null;
  expiresAt: Date;
}

export interface ReferralFacts {
  status: ReferralStatus;
  refusal: ReferralRefusal | null;
  invitedAt: Date;
  signedUpAt: Date | null;
  firstPaidAt: Date | null;
  reward: ReferralReward | null;
}

export type WhyNotApplied =
  | { kind: 'waitingForSignUp' | 'waitingForFirstBox' | 'waitingForShipment' | 'waitingForInvoice' }
  | { kind: 'partlyUsed'; leftCents: number }
  | { kind: 'expired'; on: Date }
  | { kind: 'refused'; refusal: ReferralRefusal };

export interface StageReached {
  stage: ReferralStage;
  at: Date;
}

const isExpired = (reward: ReferralReward, now: Date) => reward.remainingCents > 0 && now >= reward.expiresAt;

/** Every stage the referral has reached, oldest first; the last one is where it stands. */
export function reachedStages(facts: ReferralFacts, now: Date): StageReached[] {
  const stages: StageReached[] = [{ stage: 'invited', at: facts.invitedAt }];
  if (facts.signedUpAt) {
    stages.push({ stage: 'signed-up', at: facts.signedUpAt });
  }
  if (facts.firstPaidAt) {
    stages.push({ stage: 'first-box-paid', at: facts.firstPaidAt });
  }
  const { reward } = facts;
  if (reward) {
    stages.push({ stage: 'credit-earned', at: reward.grantedAt });
    if (reward.appliedAt) {
      stages.push({ stage: 'credit-applied', at: reward.appliedAt });
    }
    if (isExpired(reward, now)) {
      stages.push({ stage: 'credit-expired', at: reward.expiresAt });
    }
  }
  if (facts.status === 'refused') {
    stages.push({ stage: 'refused', at: facts.firstPaidAt ?? facts.signedUpAt ?? facts.invitedAt });
  }
  return stages;
}

/** Why the referral's credit has not (all) paid toward an invoice; null once it all has. */
export function whyNotApplied(facts: ReferralFacts, now: Date): WhyNotApplied | null {
  if (facts.status === 'refused') {
    return { kind: 'refused', refusal: facts.refusal ?? 'samePatient' };
  }
  const { reward } = facts;
  if (!reward) {
    if (!facts.signedUpAt) {
      return { kind: 'waitingForSignUp' };
    }
    return facts.firstPaidAt ? { kind: 'waitingForShipment' } : { kind: 'waitingForFirstBox' };
  }
  if (reward.remainingCents === 0) {
    return null;
  }
  if (isExpired(reward, now)) {
    return { kind: 'expired', on: reward.expiresAt };
  }
  return reward.appliedCents > 0 ? { kind: 'partlyUsed', leftCents: reward.remainingCents } : { kind: 'waitingForInvoice' };
}

const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for telling one person's addresses apart: case, a `+tag`
 * and (for the mail services that ignore them) dots do not make a second person.
 */
export function mailboxOf(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split(/@(?=[^@]*$)/);
  const untagged = local.split('+')[0]!;
  const canonicalDomain = domain === 'googlemail.com' ? 'gmail.com' : domain;
  return `${DOTLESS_DOMAINS.has(domain) ? untagged.replaceAll('.', '') : untagged}@${canonicalDomain}`;
}
