import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminStaffMember } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { signedInStaff, signInAs, type SignedInStaff } from '../../test/staff-session';
import { createTestStaff } from '../../test/kits/staff-test-kit';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { waitFor } from '../../test/wait-for';

// Issue 34 item 2 (ADR 169): an admin takes a care-team member's access away, and every session of
// that person ends at once; gives it back; and makes an operator an admin or the reverse. Each
// change names a reason and is on the audit trail; refusals change nothing.

const t = suiteTestApp();
const TEXT = STAFF_MESSAGES.adminStaff.errors;
let admin: SignedInStaff;

beforeAll(async () => {
  admin = await signedInStaff(t, 'admin', 'Ada Admin');
});

const members = async (client = admin.client): Promise<AdminStaffMember[]> => {
  const response = await client.get('/api/admin/staff');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.members;
};
const memberOf = async (id: number) => (await members()).find((each) => each.id === id)!;
const access = (id: number, isActive: boolean, reason = 'Left the company', client = admin.client) => client.post(`/api/admin/staff/${id}/access`, { isActive, reason });
const role = (id: number, to: string, reason = 'New duties', client = admin.client) => client.post(`/api/admin/staff/${id}/role`, { role: to, reason });
const auditRows = async (staffId: number) =>
  (
    await t.handle.pool.query<{ action: string; outcome: string; reason: string | null; subject: Record<string, unknown> }>(
      "select action, outcome, reason, subject from audit_events where subject->>'staffId' = $1 order by id",
      [String(staffId)],
    )
  ).rows;

/** An operator signed in on two devices. */
async function operatorOnTwoDevices(name: string) {
  const first = await signedInStaff(t, 'operator', name);
  const second = new TestClient(t.app);
  await signInAs(t, second, { role: 'operator', staffId: first.member.id });
  return { id: first.member.id, devices: [first.client, second] };
}

describe('care-team accounts', () => {
  it('lists every account with its role, access and open sessions, the asking admin marked', async () => {
    const { id } = await operatorOnTwoDevices('Olive Operator');
    const listed = await members();
    expect(listed.find((each) => each.id === id)).toMatchObject({ name: 'Olive Operator', role: 'operator', disabledAt: null, sessions: 2, isYou: false });
    expect(listed.find((each) => each.id === admin.member.id)).toMatchObject({ role: 'admin', isYou: true });
    expect(JSON.stringify(listed)).not.toMatch(/passwordHash|totp/i);
  });

  it('deactivates: every session of the person ends at once, and they cannot come back until reactivated', async () => {
    const { id, devices } = await operatorOnTwoDevices('Oscar Operator');
    for (const device of devices) {
      expect((await device.get('/api/staff/me')).status).toBe(200);
    }
    const answer = await access(id, false);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ sessions: 0 });
    expect(answer.body.data.disabledAt).not.toBeNull();
    for (const device of devices) {
      expect((await device.get('/api/staff/me')).status).toBe(401);
    }
    const [row] = (await t.handle.pool.query<{ n: number }>('select count(*)::int as n from sessions where staff_id = $1', [id])).rows;
    expect(row!.n).toBe(0);
    expect((await access(id, false)).body.message).toBe(TEXT.alreadyInactive);
    expect((await access(id, true, 'Back from leave')).status).toBe(200);
    expect((await memberOf(id)).disabledAt).toBeNull();
    const rows = (await auditRows(id)).filter((each) => each.outcome === 'done');
    expect(rows.map((each) => [each.action, each.reason])).toEqual([
      ['staff.deactivate', 'Left the company'],
      ['staff.reactivate', 'Back from leave'],
    ]);
    expect(rows[0]!.subject).toMatchObject({ 'before.access': 'active', 'after.access': 'deactivated', sessionsEnded: 2 });
  });

  it('changes an operator to an admin and back, ending their sessions; a provider’s role is not changed here', async () => {
    const { id, devices } = await operatorOnTwoDevices('Opal Operator');
    const promoted = await role(id, 'admin');
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200);
    expect(promoted.body.data).toMatchObject({ role: 'admin', sessions: 0 });
    expect((await devices[0]!.get('/api/staff/me')).status).toBe(401);
    expect(await role(id, 'admin')).toMatchObject({ status: 422, body: { errors: { role: [TEXT.sameRole] } } });
    expect((await role(id, 'operator')).status).toBe(200);
    const provider = await createTestStaff(t, 'provider', { name: 'Pia Provider' });
    expect(await role(provider.id, 'admin')).toMatchObject({ status: 422, body: { message: TEXT.providerRole } });
    expect(await role(id, 'provider')).toMatchObject({ status: 422, body: { errors: { role: [TEXT.role] } } });
    const done = (await auditRows(id)).filter((each) => each.outcome === 'done');
    expect(done.map((each) => [each.subject['before.role'], each.subject['after.role']])).toEqual([
      ['operator', 'admin'],
      ['admin', 'operator'],
    ]);
  });

  it('refuses a change of one’s own account, a missing reason and an unknown account, changing nothing', async () => {
    const { id } = await operatorOnTwoDevices('Otto Operator');
    expect(await access(admin.member.id, false)).toMatchObject({ status: 422, body: { message: TEXT.notYourself } });
    expect(await role(admin.member.id, 'operator')).toMatchObject({ status: 422, body: { message: TEXT.notYourself } });
    expect(await access(id, false, '  ')).toMatchObject({ status: 422, body: { errors: { reason: [STAFF_MESSAGES.operatorConsole.reasonNeeded] } } });
    expect(await access(999_999, false)).toMatchObject({ status: 404, body: { message: TEXT.staffId } });
    expect(await memberOf(id)).toMatchObject({ disabledAt: null, sessions: 2 });
    expect((await members()).find((each) => each.id === admin.member.id)).toMatchObject({ role: 'admin', disabledAt: null });
  });

  it('two admins demoting each other at once leave one admin, never none', async () => {
    const first = await signedInStaff(t, 'admin', 'Aurora Admin');
    const second = await signedInStaff(t, 'admin', 'Basil Admin');
    // Both requests pass their session's check, then wait on the table lock for the accounts' row locks.
    const lock = new pg.Client({ connectionString: t.databaseUrl });
    await lock.connect();
    await lock.query('begin');
    await lock.query('lock table staff_members in exclusive mode');
    const pending = Promise.all([role(second.member.id, 'operator', 'Swap', first.client), role(first.member.id, 'operator', 'Swap', second.client)]);
    const waiting = async () =>
      (await t.handle.pool.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%for update%'")).rows[0]!.n;
    await waitFor(async () => (await waiting()) === 2, 20_000, 'both changes waiting on the lock');
    await lock.query('commit');
    await lock.end();
    const answers = await pending;
    expect(answers.map((each) => each.status).sort()).toEqual([200, 409]);
    expect(answers.find((each) => each.status === 409)!.body.message).toBe(TEXT.youAreNotAdmin);
    const roles = [await memberOf(first.member.id), await memberOf(second.member.id)].map((each) => each.role).sort();
    expect(roles).toEqual(['admin', 'operator']);
  });

  it('is for admins only', async () => {
    const operator = await signedInStaff(t, 'operator', 'Ona Operator');
    expect((await operator.client.get('/api/admin/staff')).status).toBe(403);
    expect((await operator.client.post(`/api/admin/staff/${admin.member.id}/access`, { isActive: false, reason: 'x' })).status).toBe(403);
  });
});
