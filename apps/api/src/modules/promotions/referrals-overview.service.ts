import type { ReferralsOverview, ReferralView } from '@app/domain/contracts';
import { isUsable } from '@app/domain/credits';
import { reachedStages, whyNotApplied, type ReferralFacts } from '@app/domain/referrals';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { ReferralRow } from '../../db/schema/index';
import { patientNamesOf, referralLink } from '../patients';
import { asCreditGrant } from './credits.service';
import { findGrantBalances, findReferralGrantBalances, type GrantBalance } from './credits.repository';
import { findReferralsOfReferrer } from './referrals.repository';

/** "Jane D.": what a referrer sees of a friend; nothing before the friend gives a name. */
function friendLabel(name: { firstname: string | null; lastname: string | null } | undefined): string | null {
  if (!name?.firstname) {
    return null;
  }
  return name.lastname ? `${name.firstname} ${name.lastname.charAt(0).toUpperCase()}.` : name.firstname;
}

function factsOf(referral: ReferralRow, reward: GrantBalance | undefined): ReferralFacts {
  return {
    status: referral.status,
    refusal: referral.refusedReason,
    invitedAt: referral.invitedAt,
    signedUpAt: referral.signedUpAt,
    firstPaidAt: referral.firstPaidAt,
    reward: reward
      ? {
          amountCents: reward.grant.amountCents,
          remainingCents: reward.remainingCents,
          appliedCents: reward.appliedCents,
          grantedAt: reward.grant.createdAt,
          appliedAt: reward.firstAppliedAt,
          expiresAt: reward.grant.expiresAt!,
        }
      : null,
  };
}

function viewOf(facts: ReferralFacts, id: number, friend: string | null, now: Date): ReferralView {
  const stages = reachedStages(facts, now);
  const why = whyNotApplied(facts, now);
  return {
    id,
    friend,
    stage: stages.at(-1)!.stage,
    stages: stages.map(({ stage, at }) => ({ stage, at: at.toISOString() })),
    reward: facts.reward
      ? {
          amountCents: facts.reward.amountCents,
          appliedCents: facts.reward.appliedCents,
          remainingCents: facts.reward.remainingCents,
          expiresAt: facts.reward.expiresAt.toISOString(),
        }
      : null,
    whyNotApplied: why?.kind === 'expired' ? { kind: 'expired', on: why.on.toISOString() } : why,
  };
}

/**
 * The patient's referral page (ADR 109): the link, the credit that can still pay and each friend
 * who signed up through the link with the stages reached and why its credit has not paid (yet).
 * Five statements whatever the number of friends, read in one snapshot.
 */
export async function referralsOverview(db: Db, patientId: number, origin: string, now: Date): Promise<ReferralsOverview> {
  const link = await referralLink(db, patientId, origin);
  // One snapshot for every read: a shipment rewarding a friend between two of them would show the
  // credit earned in the list but not yet in the balance.
  return withTransaction(db, (tx) => readOverview(tx, patientId, link, now), 'repeatable read');
}

async function readOverview(db: Db, patientId: number, link: string, now: Date): Promise<ReferralsOverview> {
  const [grants, rows] = await Promise.all([findGrantBalances(db, patientId), findReferralsOfReferrer(db, patientId)]);
  const joined = rows.filter((row) => row.referredPatientId !== null);
  const [rewards, names] = await Promise.all([
    findReferralGrantBalances(db, joined.map((row) => row.id)),
    patientNamesOf(db, joined.map((row) => row.referredPatientId!)),
  ]);
  const usable = grants.filter((balance) => isUsable(asCreditGrant(balance), now));
  return {
    link,
    usableCreditCents: usable.reduce((sum, balance) => sum + balance.remainingCents, 0),
    credits: usable.map(({ grant, remainingCents }) => ({
      reason: grant.reason,
      grantedCents: grant.amountCents,
      remainingCents,
      grantedAt: grant.createdAt.toISOString(),
      expiresAt: grant.expiresAt!.toISOString(),
    })),
    referrals: joined.map((row) => {
      const reward = rewards.find(({ grant }) => grant.referralId === row.id && grant.patientId === patientId);
      return viewOf(factsOf(row, reward), row.id, friendLabel(names.find((name) => name.id === row.referredPatientId)), now);
    }),
    invitedCount: rows.length - joined.length,
  };
}
