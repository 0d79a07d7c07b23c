import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffPasskeys, type StaffPasskeyRow } from '../../db/schema/index';

export type NewStaffPasskey = typeof staffPasskeys.$inferInsert;

export async function findPasskeysOfStaff(db: Db, staffId: number): Promise<StaffPasskeyRow[]> {
  return db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId)).orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<StaffPasskeyRow | undefined> {
  const [row] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, credentialId));
  return row;
}

export async function insertPasskey(db: Db, values: NewStaffPasskey): Promise<StaffPasskeyRow> {
  const [row] = await db.insert(staffPasskeys).values(values).returning();
  return row!;
}

/** The member's passkey of that id, deleted; undefined when it is not theirs or gone. */
export async function deletePasskeyOfStaff(db: Db, staffId: number, id: number): Promise<StaffPasskeyRow | undefined> {
  const [row] = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staffId)))
    .returning();
  return row;
}

/**
 * Records a use: the authenticator's new signature counter, only while the stored one is the one
 * the check was made against, so of two sign-ins with one assertion only one counts.
 */
export async function recordPasskeyUse(db: Db, id: number, expectedCounter: number, newCounter: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffPasskeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.counter, expectedCounter)))
    .returning({ id: staffPasskeys.id });
  return rows.length === 1;
}
