import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { StaffAccessLinkKind } from '@app/domain/staff';
import type { Db } from '../../db/client';
import { staffAccessLinks, staffMembers, type StaffAccessLinkRow } from '../../db/schema/index';

export type NewStaffAccessLink = typeof staffAccessLinks.$inferInsert;

export async function insertAccessLink(db: Db, values: NewStaffAccessLink): Promise<StaffAccessLinkRow> {
  const [row] = await db.insert(staffAccessLinks).values(values).returning();
  return row!;
}

/** The link of a token's hash, whatever its state: the caller says why it no longer works. */
export async function findAccessLinkByTokenHash(db: Db, tokenHash: string): Promise<StaffAccessLinkRow | undefined> {
  const [row] = await db.select().from(staffAccessLinks).where(eq(staffAccessLinks.tokenHash, tokenHash));
  return row;
}

const isOpen = (now: Date) => and(isNull(staffAccessLinks.usedAt), isNull(staffAccessLinks.revokedAt), gt(staffAccessLinks.expiresAt, now));

/**
 * Marks a link used, if it is still open: one conditional UPDATE, so of two requests with one
 * link only one goes on (the other's transaction changes nothing).
 */
export async function claimAccessLink(db: Db, id: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(staffAccessLinks)
    .set({ usedAt: now })
    .where(and(eq(staffAccessLinks.id, id), isOpen(now)))
    .returning({ id: staffAccessLinks.id });
  return claimed.length === 1;
}

/** Revokes a member's open links of one kind: a newer link replaces them. */
export async function revokeOpenLinksOf(db: Db, staffId: number, kind: StaffAccessLinkKind, now: Date): Promise<void> {
  await db
    .update(staffAccessLinks)
    .set({ revokedAt: now })
    .where(and(eq(staffAccessLinks.staffId, staffId), eq(staffAccessLinks.kind, kind), isNull(staffAccessLinks.usedAt), isNull(staffAccessLinks.revokedAt)));
}

const openInvitation = and(eq(staffAccessLinks.kind, 'invitation'), isNull(staffAccessLinks.usedAt), isNull(staffAccessLinks.revokedAt));

/** An invitation neither accepted nor revoked (expired or not), locked for the change that reads it. */
export async function lockOpenInvitation(db: Db, id: number): Promise<StaffAccessLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(staffAccessLinks)
    .where(and(eq(staffAccessLinks.id, id), openInvitation))
    .for('update');
  return row;
}

export interface OpenInvitationRow extends StaffAccessLinkRow {
  invitedBy: string | null;
}

const inviter = alias(staffMembers, 'inviter');

/** The invitations neither accepted nor revoked, newest first, with their inviter's name (one statement). */
export async function findOpenInvitations(db: Db, id?: number): Promise<OpenInvitationRow[]> {
  const rows = await db
    .select({ link: staffAccessLinks, invitedBy: inviter.name })
    .from(staffAccessLinks)
    .leftJoin(inviter, eq(inviter.id, staffAccessLinks.createdBy))
    .where(id === undefined ? openInvitation : and(openInvitation, eq(staffAccessLinks.id, id)))
    .orderBy(desc(staffAccessLinks.createdAt), desc(staffAccessLinks.id));
  return rows.map((row) => ({ ...row.link, invitedBy: row.invitedBy }));
}

/** A resend: the same invitation gets a new token, expiry and key, so the old link stops working. */
export async function renewInvitationToken(db: Db, id: number, values: { tokenHash: string; expiresAt: Date; totpSecretSealed: string }): Promise<void> {
  await db.update(staffAccessLinks).set(values).where(eq(staffAccessLinks.id, id));
}

export async function revokeInvitation(db: Db, id: number, now: Date): Promise<void> {
  await db.update(staffAccessLinks).set({ revokedAt: now }).where(eq(staffAccessLinks.id, id));
}

/** Whether an open invitation to this address exists (the partial unique index's rows). */
export async function hasOpenInvitationTo(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffAccessLinks.id })
    .from(staffAccessLinks)
    .where(and(openInvitation, eq(sql`lower(${staffAccessLinks.email})`, email.toLowerCase())));
  return row !== undefined;
}
