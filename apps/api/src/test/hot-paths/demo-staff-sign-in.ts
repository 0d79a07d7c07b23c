import { generate } from 'otplib';
import type { StaffRole } from '@app/domain/constants';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../seed/demo-staff';
import { okBody, type HotPathClient } from './hot-path-client';

/**
 * Signs `client` in as the demo care team's first member of `role` (README), with the current
 * authenticator code: how the bench, against a real server, gets its provider and operator. A code
 * is accepted once per account, so each account signs in once per 30-second step.
 */
export async function signInDemoStaff(client: HotPathClient, role: StaffRole): Promise<void> {
  const member = DEMO_STAFF.find((candidate) => candidate.role === role);
  if (!member) {
    throw new Error(`no demo staff member is a ${role}`);
  }
  const code = await generate({ secret: member.totpSecret });
  await okBody(client.request('POST', '/api/staff/sign-in', { email: member.email, password: DEMO_STAFF_PASSWORD, code }), `${role} sign-in`);
}
