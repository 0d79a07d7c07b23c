import type { StaffRole } from '@app/domain/constants';
import type { StaffMember } from '@app/domain/contracts';
import { normalizeEmail } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { StaffMemberRow } from '../../db/schema/index';
import { createSealedBox, type SealedBox } from '../../sealed-box';
import { hashPassword } from '../auth';
import { licensedStatesOf } from '../scheduling';
import { findStaffById, findStaffByIds, insertStaffMember } from './staff.repository';
import { newTotpSecret } from './totp';

/** The box TOTP secrets are sealed in: a copy of the database alone cannot produce codes. */
export function staffSecretBox(appSecret: string): SealedBox {
  return createSealedBox(appSecret, 'teleskin/staff-totp-secret/v1');
}

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
  /** The provider row whose consultations and prescriptions are theirs; providers only. */
  providerId?: number;
  /** A fixed base32 secret (demo data); a random one otherwise. */
  totpSecret?: string;
}

/** Creates a staff account and returns it with the TOTP secret to give the member once. */
export async function createStaffMember(db: Db, box: SealedBox, member: NewStaffMember): Promise<{ row: StaffMemberRow; totpSecret: string }> {
  const totpSecret = member.totpSecret ?? newTotpSecret();
  const row = await insertStaffMember(db, {
    email: normalizeEmail(member.email),
    name: member.name.trim(),
    role: member.role,
    passwordHash: await hashPassword(member.password),
    totpSecretSealed: box.seal(totpSecret),
    providerId: member.role === 'provider' ? (member.providerId ?? null) : null,
  });
  return { row, totpSecret };
}

/** A live (not disabled) staff member, or undefined. */
export async function findActiveStaff(db: Db, staffId: number): Promise<StaffMemberRow | undefined> {
  const row = await findStaffById(db, staffId);
  return row && !row.disabledAt ? row : undefined;
}

/** Staff members' names by id, for the pages that say who did what (one statement). */
export async function staffNamesOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await findStaffByIds(db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The member as their pages show them, a provider with their licensed states. */
export async function staffMemberView(db: Db, row: StaffMemberRow): Promise<StaffMember> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    licensedStates: row.providerId === null ? [] : await licensedStatesOf(db, row.providerId),
  };
}
