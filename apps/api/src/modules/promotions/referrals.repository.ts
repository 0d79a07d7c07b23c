import { and, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referrals, type ReferralRow } from '../../db/schema/index';

export async function insertReferral(db: Db, row: typeof referrals.$inferInsert): Promise<ReferralRow> {
  const [inserted] = await db.insert(referrals).values(row).returning();
  return inserted!;
}

export async function lockReferral(tx: Db, id: number): Promise<ReferralRow | undefined> {
  const [row] = await tx.select().from(referrals).where(eq(referrals.id, id)).for('update');
  return row;
}

/** The friend's referral (at most one: the unique index), locked. */
export async function lockReferralOfFriend(tx: Db, friendId: number): Promise<ReferralRow | undefined> {
  const [row] = await tx.select().from(referrals).where(eq(referrals.referredPatientId, friendId)).for('update');
  return row;
}

export async function updateReferral(tx: Db, id: number, set: Partial<typeof referrals.$inferInsert>): Promise<void> {
  await tx.update(referrals).set(set).where(eq(referrals.id, id));
}

/** How many rows of a kind the referrer's link made since `since` (the link's daily limits). */
export async function countReferralsSince(db: Db, referrerId: number, since: Date, kind: 'invited' | 'signed-up'): Promise<number> {
  const at = kind === 'invited' ? referrals.invitedAt : referrals.signedUpAt;
  return db.$count(referrals, and(eq(referrals.referrerPatientId, referrerId), gte(at, since)));
}

/** The friends of a referrer whose referral was not refused, but for one referral. */
export async function findFriendIdsOfReferrer(db: Db, referrerId: number, exceptReferralId: number): Promise<number[]> {
  const rows = await db
    .select({ friendId: referrals.referredPatientId })
    .from(referrals)
    .where(
      and(
        eq(referrals.referrerPatientId, referrerId),
        ne(referrals.id, exceptReferralId),
        ne(referrals.status, 'refused'),
        isNotNull(referrals.referredPatientId),
      ),
    );
  return rows.map((row) => row.friendId!);
}

/** The referrer's referrals, newest first. */
export async function findReferralsOfReferrer(db: Db, referrerId: number): Promise<ReferralRow[]> {
  return db.select().from(referrals).where(eq(referrals.referrerPatientId, referrerId)).orderBy(desc(referrals.invitedAt), desc(referrals.id));
}

/** Whether the patient joined through a link and their referral still waits for its first box (one indexed read). */
export async function hasSignedUpReferral(db: Db, friendId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: referrals.id })
    .from(referrals)
    .where(and(eq(referrals.referredPatientId, friendId), eq(referrals.status, 'signed-up')))
    .limit(1);
  return row !== undefined;
}

/** Serializes the sign-ups through one referrer's link (a transaction-scoped advisory lock). */
export async function lockReferrerLink(tx: Db, referrerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('referral-link'), ${referrerId})`);
}
