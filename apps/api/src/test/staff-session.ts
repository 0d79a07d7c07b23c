import type { StaffRole } from '@app/domain/constants';
import { SESSION_COOKIE } from '../plugins/session';
import { sessionPolicyOf, startSession, type Principal } from '../modules/auth/sessions.service';
import { createTestStaff, type TestStaffMember } from './kits/staff-test-kit';
import type { TestApp } from './build-test-app';
import { TestClient } from './test-client';

/**
 * Signs `client` in as a new staff member of `role` without the password and code (the sign-in
 * has its own tests): a provider licensed in `states`. Returns the member.
 */
export async function signInAsStaff(t: TestApp, client: TestClient, role: StaffRole, states: readonly string[] = ['CA']): Promise<TestStaffMember> {
  const member = await createTestStaff(t, role, { states });
  await signInAs(t, client, { role, staffId: member.id });
  return member;
}

/**
 * Gives `client` a new session of `principal` without a log-in (no password hashing): a test that
 * needs many sessions of one patient, each of which it may end.
 */
export async function signInAs(t: TestApp, client: TestClient, principal: Principal): Promise<void> {
  const brandId = client.host.startsWith('agency.') ? 2 : 1;
  const { token } = await startSession(t.handle.db, sessionPolicyOf(t.env), {
    brandId,
    principal,
    data: {},
  });
  client.setCookie(SESSION_COOKIE, token);
}

export interface SignedInStaff {
  client: TestClient;
  member: TestStaffMember;
}

/** A new operator or admin named `name`, signed in on a client of their own with its CSRF token. */
export async function signedInStaff(t: TestApp, role: Exclude<StaffRole, 'provider'>, name: string): Promise<SignedInStaff> {
  const client = new TestClient(t.app);
  const member = await createTestStaff(t, role, { name });
  await signInAs(t, client, { role, staffId: member.id });
  await client.get('/api/auth/csrf');
  return { client, member };
}
