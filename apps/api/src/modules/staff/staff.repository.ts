import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers, type NewStaffMemberRow, type StaffMemberRow } from '../../db/schema/index';

export async function insertStaffMember(db: Db, values: NewStaffMemberRow): Promise<StaffMemberRow> {
  const [row] = await db.insert(staffMembers).values(values).returning();
  return row!;
}

export async function findStaffByEmail(db: Db, email: string): Promise<StaffMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(eq(sql`lower(${staffMembers.email})`, email.toLowerCase()));
  return row;
}

export async function findStaffById(db: Db, id: number): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

export async function findStaffByIds(db: Db, ids: readonly number[]): Promise<StaffMemberRow[]> {
  if (ids.length === 0) {
    return [];
  }
  return db.select().from(staffMembers).where(inArray(staffMembers.id, [...ids]));
}

/**
 * Takes a TOTP time step for the member: succeeds only when it is later than every step accepted
 * before. One conditional UPDATE, so two requests racing with one code cannot both win.
 */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const claimed = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(and(eq(staffMembers.id, id), or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step))))
    .returning({ id: staffMembers.id });
  return claimed.length === 1;
}


/**
 * Writes a member's new credentials from an access link (ADR 170). With `claimedStep`, only while
 * no code at or after that step was accepted before, the same guard as `claimTotpStep`; returns
 * whether it wrote.
 */
export async function updateStaffCredentials(
  db: Db,
  id: number,
  values: { passwordHash?: string; totpSecretSealed?: string; totpLastStep: number },
  claimedStep?: number,
): Promise<boolean> {
  const unusedStep = claimedStep === undefined ? undefined : or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, claimedStep));
  const written = await db
    .update(staffMembers)
    .set(values)
    .where(and(eq(staffMembers.id, id), unusedStep))
    .returning({ id: staffMembers.id });
  return written.length === 1;
}
