import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { StaffRole } from '@app/domain/constants';
import { providerLicences } from '../../db/schema/index';
import type { TestApp } from '../build-test-app';
import { addProvider } from '../../modules/scheduling/providers.service';
import { createStaffMember, staffSecretBox } from '../../modules/staff/staff-accounts.service';

export interface TestStaffMember {
  id: number;
  role: StaffRole;
  email: string;
  password: string;
  totpSecret: string;
  /** The provider row of a provider; null for an operator. */
  providerId: number | null;
}

export const TEST_STAFF_PASSWORD = 'staff-password-1';

/**
 * A care-team account for a test: an operator, or a provider with a provider row of their own,
 * licensed in `states` (every test gets its own email, so files can make as many as they need).
 */
export async function createTestStaff(t: TestApp, role: StaffRole, options: { states?: readonly string[]; name?: string } = {}): Promise<TestStaffMember> {
  const db = t.handle.db;
  const name = options.name ?? `Dr. Test ${randomUUID().slice(0, 8)}`;
  const provider = role === 'provider' ? await addProvider(db, { name, languages: ['en'] }) : undefined;
  if (provider && options.states?.length) {
    await t.handle.db.insert(providerLicences).values(options.states.map((state) => ({ providerId: provider.id, state })));
  }
  const email = `${role}-${randomUUID()}@staff.test`;
  const { row, totpSecret } = await createStaffMember(db, staffSecretBox(t.secret), {
    email,
    name,
    role,
    password: TEST_STAFF_PASSWORD,
    providerId: provider?.id,
  });
  return { id: row.id, role, email, password: TEST_STAFF_PASSWORD, totpSecret, providerId: row.providerId };
}

/** The authenticator code of `secret` at `at` (default now). */
export function totpCodeOf(secret: string, at = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}
