import { REFERRAL_CREDIT_CENTS } from '@app/domain/constants';
import { mailboxOf, type ReferralRefusal } from '@app/domain/referrals';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { ReferralRow } from '../../db/schema/index';
import { findReferrer } from '../patients';
import { grantCredit, revokeGrant } from './credits.service';
import { findReferralGrantBalances } from './credits.repository';
import {
  countReferralsSince,
  findFriendIdsOfReferrer,
  insertReferral,
  lockReferral,
  lockReferralOfFriend,
  lockReferrerLink,
  updateReferral,
  hasSignedUpReferral,
} from './referrals.repository';

/** Friends a link may sign up in a day before the rest earn nothing (ADR 109: one person, many accounts). */
export const REFERRAL_SIGN_UPS_PER_DAY = 10;
/** Followers of a link recorded as "invited" in a day; past it the row is made at sign-up instead. */
const REFERRAL_INVITES_PER_DAY = 100;
const DAY_MS = 86_400_000;

export const REFERRAL_CREDIT_REASONS = { welcome: 'referral_welcome', reward: 'referral_reward' } as const;

/** What a browser that followed a link keeps in its session until it signs up. */
export interface ReferralInvite {
  code: string;
  referralId: number | null;
}

/**
 * A visitor followed a referral link (`?t=`, 000 §9): the friend is recorded as "invited" for the
 * referrer to see. An unknown code, or one of a patient of another brand, invites nobody.
 */
export async function recordReferralInvite(db: Db, brandId: number, code: string, now: Date): Promise<ReferralInvite | null> {
  const referrer = await findReferrer(db, code);
  if (!referrer || referrer.brandId !== brandId) {
    return null;
  }
  const invitedToday = await countReferralsSince(db, referrer.id, new Date(now.getTime() - DAY_MS), 'invited');
  if (invitedToday >= REFERRAL_INVITES_PER_DAY) {
    return { code, referralId: null };
  }
  const referral = await insertReferral(db, { brandId, referrerPatientId: referrer.id, invitedAt: now });
  return { code, referralId: referral.id };
}

/** Why a new account cannot be this referrer's friend, or undefined when it can. */
async function signUpRefusal(db: Db, referrer: { id: number; brandId: number; email: string }, friend: Friend, now: Date): Promise<ReferralRefusal | undefined> {
  if (referrer.id === friend.id) {
    return 'samePatient';
  }
  if (referrer.brandId !== friend.brandId) {
    return 'otherBrand';
  }
  if (mailboxOf(referrer.email) === mailboxOf(friend.email)) {
    return 'sameEmail';
  }
  const signedUpToday = await countReferralsSince(db, referrer.id, new Date(now.getTime() - DAY_MS), 'signed-up');
  return signedUpToday >= REFERRAL_SIGN_UPS_PER_DAY ? 'tooManySignUps' : undefined;
}

export interface Friend {
  id: number;
  brandId: number;
  email: string;
}

/**
 * A browser that followed a link created an account: the referral becomes "signed up" and the
 * friend gets $20 of credit toward the first box, or it is refused with its reason. An invite is
 * used once: another account made from the same browser (or in parallel with it) gets nothing.
 */
export async function joinReferral(db: Db, invite: ReferralInvite, friend: Friend, now: Date): Promise<ReferralRow | undefined> {
  const referrer = await findReferrer(db, invite.code);
  if (!referrer) {
    return undefined;
  }
  return withTransaction(db, async (tx) => {
    const referral =
      invite.referralId === null
        ? await insertReferral(tx, { brandId: referrer.brandId, referrerPatientId: referrer.id, invitedAt: now })
        : await lockReferral(tx, invite.referralId);
    if (!referral || referral.status !== 'invited' || referral.referredPatientId !== null || referral.referrerPatientId !== referrer.id) {
      return undefined;
    }
    // Taken before counting, so parallel sign-ups through one link count one another.
    await lockReferrerLink(tx, referrer.id);
    const refusal = await signUpRefusal(tx, referrer, friend, now);
    if (refusal) {
      await updateReferral(tx, referral.id, { status: 'refused', refusedReason: refusal, referredPatientId: friend.id, signedUpAt: now });
      return { ...referral, status: 'refused' as const, refusedReason: refusal };
    }
    await updateReferral(tx, referral.id, { status: 'signed-up', referredPatientId: friend.id, signedUpAt: now });
    await grantCredit(tx, { patientId: friend.id, amountCents: REFERRAL_CREDIT_CENTS, reason: REFERRAL_CREDIT_REASONS.welcome, referralId: referral.id }, now);
    return { ...referral, status: 'signed-up' as const };
  });
}


/**
 * The friend is about to pay with a card: when that card (by its processor fingerprint) is also
 * the referrer's, or another referred friend's, the referral is refused and what is left of the
 * friend's welcome credit is taken back before anything is priced with it. `cardSharers` are the
 * patients whose payment methods share a fingerprint with the friend's.
 */
export async function screenReferralByCard(db: Db, friendId: number, cardSharers: readonly number[], now: Date): Promise<boolean> {
  if (cardSharers.length === 0) {
    return false;
  }
  return withTransaction(db, async (tx) => {
    const referral = await lockReferralOfFriend(tx, friendId);
    if (!referral || referral.status !== 'signed-up') {
      return false;
    }
    const circle = new Set([referral.referrerPatientId, ...(await findFriendIdsOfReferrer(tx, referral.referrerPatientId, referral.id))]);
    if (!cardSharers.some((patientId) => circle.has(patientId))) {
      return false;
    }
    await updateReferral(tx, referral.id, { status: 'refused', refusedReason: 'sameCard' });
    const welcome = (await findReferralGrantBalances(tx, [referral.id])).find(({ grant }) => grant.patientId === friendId);
    if (welcome) {
      await revokeGrant(tx, friendId, welcome.grant.id, 'referral_refused', now);
    }
    return true;
  });
}

/** Whether a card screening could refuse anything: the patient's referral is signed up and unpaid. */
export function hasReferralToScreen(db: Db, friendId: number): Promise<boolean> {
  return hasSignedUpReferral(db, friendId);
}

/** The friend's first paid order (inside the order's transaction): the referral waits for it to ship. */
export async function recordReferralFirstBoxPaid(tx: Db, friendId: number, orderId: number, now: Date): Promise<void> {
  const referral = await lockReferralOfFriend(tx, friendId);
  if (referral?.status === 'signed-up') {
    await updateReferral(tx, referral.id, { status: 'first-box-paid', firstOrderId: orderId, firstPaidAt: now });
  }
}

/**
 * The friend's first paid order shipped (inside the shipment's transaction): the referrer earns $20
 * of credit, once per friend whatever runs this twice (the referral's status and the ledger's
 * unique grant per referral).
 */
export async function rewardReferrerOnShipment(tx: Db, friendId: number, orderId: number, now: Date): Promise<boolean> {
  const referral = await lockReferralOfFriend(tx, friendId);
  if (referral?.status !== 'first-box-paid' || referral.firstOrderId !== orderId) {
    return false;
  }
  await updateReferral(tx, referral.id, { status: 'rewarded', rewardedAt: now });
  return grantCredit(
    tx,
    { patientId: referral.referrerPatientId, amountCents: REFERRAL_CREDIT_CENTS, reason: REFERRAL_CREDIT_REASONS.reward, referralId: referral.id },
    now,
  );
}
