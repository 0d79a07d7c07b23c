import type { StaffRole } from '@app/domain/constants/roles';
import { SESSION_COOKIE } from '../plugins/session';
import { startSession, type Principal } from '../modules/auth/sessions.service';
import type { TestApp } from './build-test-app';
import type { TestClient } from './test-client';

/**
 * Signs `client` in as a staff member of `role`, as the care team's sign-in will: a session whose
 * principal is that role. Staff accounts arrive with the care team; until then a test principal of
 * another role is all the guards need.
 */
export async function signInAsStaff(t: TestApp, client: TestClient, role: StaffRole, staffId = 1): Promise<void> {
  await signInAs(t, client, { role, staffId });
}

/**
 * Gives `client` a new session of `principal` without a log-in (no password hashing): a test that
 * needs many sessions of one patient, each of which it may end.
 */
export async function signInAs(t: TestApp, client: TestClient, principal: Principal): Promise<void> {
  const brandId = client.host.startsWith('agency.') ? 2 : 1;
  const { token } = await startSession(t.handle.db, { idleMinutes: t.env.SESSION_IDLE_MINUTES, absoluteHours: t.env.SESSION_ABSOLUTE_HOURS }, {
    brandId,
    principal,
    data: {},
  });
  client.setCookie(SESSION_COOKIE, token);
}
