import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { TestPasskey } from '../../test/kits/passkey-test-kit';
import { createTestStaff, totpCodeOf, type TestStaffMember } from '../../test/kits/staff-test-kit';
import { signInAs } from '../../test/staff-session';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

// Issue 34 item 3 (ADR 172): a member of the care team adds passkeys while signed in, proving
// their authenticator with a code, and signs in with one in place of password and code. The
// ceremony's ticket works once, on its own site; a deactivated member's passkey signs nobody in.

const t = suiteTestApp();
const TEXT = STAFF_MESSAGES.staffPasskeys;
const SIGN_IN = STAFF_MESSAGES.staffSignIn;
// The test client's host: the relying party and the origin every ceremony here is checked against.
const RP_ID = '127.0.0.1';
const ORIGIN = 'http://127.0.0.1:3000';
let addressSerial = 0;

async function browser(): Promise<TestClient> {
  addressSerial += 1;
  const client = new TestClient(t.app, '127.0.0.1:3000', `10.34.3.${addressSerial}`);
  await client.get('/api/auth/csrf');
  return client;
}

async function signedInMember(role: 'operator' | 'provider' = 'operator'): Promise<{ member: TestStaffMember; client: TestClient }> {
  const member = await createTestStaff(t, role, { states: ['CA'] });
  const client = await browser();
  await signInAs(t, client, { role, staffId: member.id });
  return { member, client };
}

/** Adds a new software passkey to the member's account through the two calls a browser makes. */
async function addPasskey(client: TestClient, member: TestStaffMember, name = 'Work laptop', at = new Date()) {
  const passkey = new TestPasskey(RP_ID, ORIGIN);
  const options = await client.post('/api/staff/passkeys/options', { code: await totpCodeOf(member.totpSecret, at) });
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const { ticket, options: creation } = options.body.data;
  const added = await client.post('/api/staff/passkeys', { ticket, name, response: passkey.register(creation) });
  return { passkey, added, ticket, creation };
}

async function signInWith(passkey: TestPasskey, client?: TestClient) {
  const visitor = client ?? (await browser());
  const options = await visitor.post('/api/staff/passkeys/sign-in/options');
  expect(options.status).toBe(200);
  const { ticket, options: request } = options.body.data;
  return { visitor, ticket, response: passkey.assert(request), answer: await visitor.post('/api/staff/passkeys/sign-in', { ticket, response: passkey.assert(request) }) };
}

const auditOf = async (staffId: number) =>
  (await t.handle.pool.query<{ action: string; outcome: string; reason: string | null }>("select action, outcome, reason from audit_events where actor_id = $1 and action like 'staff.%' order by id", [staffId])).rows;

describe('passkeys of the care team', () => {
  it('adds a passkey with a code, lists it, and signs in with it in place of password and code', async () => {
    const { member, client } = await signedInMember();
    const { added, passkey } = await addPasskey(client, member);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    const listed = await client.get('/api/staff/passkeys');
    expect(listed.body.data.passkeys.map((each: { name: string }) => each.name)).toEqual(['Work laptop']);
    expect(JSON.stringify(listed.body)).not.toMatch(/publicKey|credential/i);

    const { visitor, answer } = await signInWith(passkey);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({ id: member.id, role: 'operator' });
    expect((await visitor.get('/api/staff/me')).body.data.id).toBe(member.id);
    expect((await client.get('/api/staff/passkeys')).body.data.passkeys[0].lastUsedAt).not.toBeNull();
    const trail = await auditOf(member.id);
    expect(trail.filter((row) => row.outcome === 'done').map((row) => row.action)).toContain('staff.passkey.add');
    expect(trail.filter((row) => row.action === 'staff.sign-in')).toEqual([{ action: 'staff.sign-in', outcome: 'done', reason: null }]);
  });

  it('asks a right code, not used before, to begin adding one', async () => {
    const { member, client } = await signedInMember();
    expect((await client.post('/api/staff/passkeys/options', { code: '' })).body.errors).toEqual({ code: [SIGN_IN.codeRequired] });
    const code = await totpCodeOf(member.totpSecret);
    expect((await client.post('/api/staff/passkeys/options', { code: code === '000000' ? '111111' : '000000' })).body.errors).toEqual({ code: [SIGN_IN.failed] });
    expect((await client.post('/api/staff/passkeys/options', { code })).status).toBe(200);
    expect((await client.post('/api/staff/passkeys/options', { code })).body.errors).toEqual({ code: [SIGN_IN.codeReused] });
  });

  it('uses a ticket once, refuses a nameless passkey and one added twice, and removes only the member’s own', async () => {
    const { member, client } = await signedInMember();
    const first = await addPasskey(client, member, ' ');
    expect(first.added.body.errors).toEqual({ name: [TEXT.errors.name] });
    const second = await addPasskey(client, member, 'Phone', new Date(Date.now() + 30_000));
    expect(second.added.status).toBe(200);
    const replay = await client.post('/api/staff/passkeys', { ticket: second.ticket, name: 'Phone again', response: second.passkey.register(second.creation) });
    expect(replay.body.message).toBe(TEXT.errors.expired);
    // The same credential once more (here offered by another member): its unique index refuses it.
    const other = await signedInMember();
    const again = await other.client.post('/api/staff/passkeys/options', { code: await totpCodeOf(other.member.totpSecret) });
    const twice = await other.client.post('/api/staff/passkeys', { ticket: again.body.data.ticket, name: 'Phone again', response: second.passkey.register(again.body.data.options) });
    expect(twice.body.message).toBe(TEXT.errors.duplicate);

    expect((await other.client.delete(`/api/staff/passkeys/${second.added.body.data.id}`)).status).toBe(404);
    expect((await client.delete(`/api/staff/passkeys/${second.added.body.data.id}`)).status).toBe(200);
    expect((await client.get('/api/staff/passkeys')).body.data.passkeys).toEqual([]);
    // A removed passkey signs nobody in.
    const { answer } = await signInWith(second.passkey);
    expect(answer.body.errors).toEqual({ passkey: [SIGN_IN.passkeyFailed] });
  });

  it('refuses a replayed sign-in, an unknown passkey and a deactivated member’s, signing nobody in', async () => {
    const { member, client } = await signedInMember('provider');
    const { passkey } = await addPasskey(client, member);
    const first = await signInWith(passkey);
    expect(first.answer.status).toBe(200);
    // The same ticket and answer again: the ticket was used.
    const replay = await (await browser()).post('/api/staff/passkeys/sign-in', { ticket: first.ticket, response: first.response });
    expect(replay.body.errors).toEqual({ passkey: [SIGN_IN.passkeyFailed] });

    const stranger = new TestPasskey(RP_ID, ORIGIN);
    expect((await signInWith(stranger)).answer.body.errors).toEqual({ passkey: [SIGN_IN.passkeyFailed] });
    // A passkey made for another site answers a ceremony of this one: refused.
    const elsewhere = new TestPasskey('evil.example', 'https://evil.example');
    Object.assign(elsewhere, { credentialId: passkey.credentialId });
    expect((await signInWith(elsewhere)).answer.status).toBe(422);

    await t.handle.pool.query('update staff_members set disabled_at = now() where id = $1', [member.id]);
    const { visitor, answer } = await signInWith(passkey);
    expect(answer.body.errors).toEqual({ passkey: [SIGN_IN.passkeyFailed] });
    expect((await visitor.get('/api/staff/me')).status).toBe(401);
    const refusals = (await auditOf(member.id)).filter((row) => row.outcome === 'refused').map((row) => row.reason);
    expect(refusals).toEqual(expect.arrayContaining(['passkey not verified', 'account deactivated']));
  });
});
