import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { StaffRole } from '@app/domain/constants';
import type { Db } from '../../db/client';
import { sessions, staffMembers } from '../../db/schema/index';

/** A care-team account as the admin's list shows it: never its password hash or sealed secret. */
export interface StaffAccountRow {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  disabledAt: Date | null;
  createdAt: Date;
  lastActiveAt: Date | null;
  sessions: number;
}

/**
 * Every care-team account with its open sessions' count and latest activity (ADR 169), the active
 * first, by name. The sessions are read, never written, here: the auth module owns them. A
 * handful of staff, each with a few sessions: the staff index of sessions serves the subqueries.
 */
export async function findStaffAccounts(db: Db, now: Date, id?: number): Promise<StaffAccountRow[]> {
  const open = sql`${sessions.staffId} = ${staffMembers.id} and ${sessions.expiresAt} > ${now}`;
  return db
    .select({
      id: staffMembers.id,
      name: staffMembers.name,
      email: staffMembers.email,
      role: staffMembers.role,
      disabledAt: staffMembers.disabledAt,
      createdAt: staffMembers.createdAt,
      lastActiveAt: sql<Date | null>`(select max(${sessions.lastSeenAt}) from ${sessions} where ${open})`.mapWith((value: string | null) => (value === null ? null : new Date(value))),
      sessions: sql<number>`(select count(*) from ${sessions} where ${open})`.mapWith(Number),
    })
    .from(staffMembers)
    .where(id === undefined ? undefined : eq(staffMembers.id, id))
    .orderBy(sql`${staffMembers.disabledAt} is not null`, asc(staffMembers.name), asc(staffMembers.id));
}

/**
 * Locks the accounts of `ids` for the rest of the transaction, in id order (two admins changing
 * each other take the locks in one order, so neither waits for the other forever).
 */
export async function lockStaffAccounts(db: Db, ids: readonly number[]): Promise<{ id: number; role: StaffRole; disabledAt: Date | null; name: string; email: string }[]> {
  return db
    .select({ id: staffMembers.id, role: staffMembers.role, disabledAt: staffMembers.disabledAt, name: staffMembers.name, email: staffMembers.email })
    .from(staffMembers)
    .where(inArray(staffMembers.id, [...ids]))
    .orderBy(asc(staffMembers.id))
    .for('update');
}

export async function updateStaffDisabledAt(db: Db, id: number, disabledAt: Date | null): Promise<void> {
  await db.update(staffMembers).set({ disabledAt }).where(eq(staffMembers.id, id));
}

export async function updateStaffRole(db: Db, id: number, role: StaffRole): Promise<void> {
  await db.update(staffMembers).set({ role }).where(eq(staffMembers.id, id));
}
