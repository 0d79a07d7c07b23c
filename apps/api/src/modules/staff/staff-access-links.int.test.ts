import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccessLink, StaffInvitation } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { readOutbox } from '../../test/messaging-test-kit';
import { createTestStaff, totpCodeOf, type TestStaffMember } from '../../test/kits/staff-test-kit';
import { signedInStaff, signInAs, type SignedInStaff } from '../../test/staff-session';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

// Issue 34 item 2 (ADR 170): an admin invites a colleague by email, and the invitee sets a password
// and an authenticator through a link that works once; an admin resets a lost authenticator, and a
// member resets their own password with their authenticator's code. Every change is audited;
// every refusal changes nothing.

const t = suiteTestApp();
const ACCESS = STAFF_MESSAGES.staffAccess;
const ADMIN = STAFF_MESSAGES.adminStaff.errors;
let admin: SignedInStaff;
let addressSerial = 0;

beforeAll(async () => {
  admin = await signedInStaff(t, 'admin', 'Ada Admin');
});

/** A signed-out browser with its CSRF token, at an address of its own (the send limits count per address). */
async function browser(): Promise<TestClient> {
  addressSerial += 1;
  const client = new TestClient(t.app, '127.0.0.1:3000', `10.34.2.${addressSerial}`);
  await client.get('/api/auth/csrf');
  return client;
}

const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@staff.test`;

async function emailedToken(email: string, template: string): Promise<string> {
  const [newest] = (await readOutbox(t, email)).filter((each) => each.template === template);
  const token = newest?.body.match(/\/staff\/access\?token=([\w-]+)/)?.[1];
  if (!token) {
    throw new Error(`no ${template} link was emailed to ${email}`);
  }
  return token;
}

const invite = (email: string, name = 'Nina New', role = 'operator') => admin.client.post('/api/admin/staff/invitations', { email, name, role });
const invitations = async (): Promise<StaffInvitation[]> => (await admin.client.get('/api/admin/staff')).body.data.invitations;
const readLink = async (client: TestClient, token: string) => client.post('/api/staff/access-link', { token });
const complete = (client: TestClient, token: string, password: string, code: string) => client.post('/api/staff/access-link/complete', { token, password, code });
/** The done changes on the trail naming `subjectKey` = `id` (refused requests are recorded too, as refused). */
const auditActions = async (subjectKey: string, id: number) =>
  (await t.handle.pool.query<{ action: string; reason: string | null }>("select action, reason from audit_events where subject->>$1 = $2 and outcome = 'done' order by id", [subjectKey, String(id)])).rows;
const count = async (sql: string, params: unknown[]) => (await t.handle.pool.query<{ n: number }>(sql, params)).rows[0]!.n;
const sessionsOf = (staffId: number) => count('select count(*)::int as n from sessions where staff_id = $1', [staffId]);
/** A code of the next 30-second step: within the tolerance, and after the step just used. */
const nextCode = (secret: string) => totpCodeOf(secret, new Date(Date.now() + 30_000));

async function invitedLink(email: string): Promise<{ token: string; link: StaffAccessLink }> {
  const invited = await invite(email);
  expect(invited.status, JSON.stringify(invited.body)).toBe(200);
  const token = await emailedToken(email, 'staff-invitation');
  const read = await readLink(await browser(), token);
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  return { token, link: read.body.data };
}

describe('invitations', () => {
  it('makes the account only when the invitee sets a password and proves the authenticator, once', async () => {
    const email = uniqueEmail('nina');
    const { token, link } = await invitedLink(email);
    expect(link).toMatchObject({ kind: 'invitation', email, name: 'Nina New' });
    expect(link.authenticator?.uri).toContain('otpauth://totp/');
    const waiting = (await invitations()).find((each) => each.email === email)!;
    expect(waiting).toMatchObject({ role: 'operator', isExpired: false, invitedBy: 'Ada Admin' });
    const [email1] = await readOutbox(t, email);
    expect(email1!.body).toContain('works once');

    const invitee = await browser();
    expect((await complete(invitee, token, 'short', await totpCodeOf(link.authenticator!.secret))).body.errors).toEqual({ password: [MESSAGES.password.tooShort] });
    const code = await totpCodeOf(link.authenticator!.secret);
    const wrong = await complete(invitee, token, 'a-new-password', code === '000000' ? '111111' : '000000');
    expect(wrong.body.errors).toEqual({ code: [ACCESS.wrongCode] });
    expect(await count('select count(*)::int as n from staff_members where lower(email) = $1', [email])).toBe(0);

    const accepted = await complete(invitee, token, 'a-new-password', code);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ email, name: 'Nina New', role: 'operator' });
    expect((await invitee.get('/api/staff/me')).body.data.email).toBe(email);
    expect((await invitations()).some((each) => each.email === email)).toBe(false);

    const again = await complete(await browser(), token, 'another-password', await nextCode(link.authenticator!.secret));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ token: [ACCESS.invalid] });
    expect((await readLink(await browser(), token)).body.errors).toEqual({ token: [ACCESS.invalid] });
    // The new member signs in with what they chose.
    const signIn = await (await browser()).post('/api/staff/sign-in', { email, password: 'a-new-password', code: await nextCode(link.authenticator!.secret) });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    expect((await auditActions('invitationId', waiting.id)).map((row) => row.action)).toEqual(['staff.invite', 'staff.invitation.accept']);
  });

  it('refuses an address with an account or an invitation waiting, and bad fields, storing nothing', async () => {
    const existing = await createTestStaff(t, 'operator');
    expect((await invite(existing.email)).body.errors).toEqual({ email: [ADMIN.emailTaken] });
    const email = uniqueEmail('twice');
    expect((await invite(email)).status).toBe(200);
    expect((await invite(email.toUpperCase())).body.errors).toEqual({ email: [ADMIN.invitationWaiting] });
    const bad = await invite('not-an-email', ' ', 'provider');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'name', 'role']);
    expect(await count('select count(*)::int as n from staff_access_links where lower(email) in ($1, $2)', [existing.email, 'not-an-email'])).toBe(0);
    expect((await invitations()).filter((each) => each.email === email)).toHaveLength(1);
  });

  it('resends with a new link (the old one dead, a new key) and revokes', async () => {
    const email = uniqueEmail('resent');
    const { token: first, link } = await invitedLink(email);
    const id = (await invitations()).find((each) => each.email === email)!.id;
    // The first link has run out: the list says so, and a resend gives a new week.
    await t.handle.pool.query("update staff_access_links set expires_at = now() - interval '1 minute' where id = $1", [id]);
    expect((await invitations()).find((each) => each.id === id)!.isExpired).toBe(true);
    expect((await readLink(await browser(), first)).body.errors).toEqual({ token: [ACCESS.invalid] });

    const resent = await admin.client.post(`/api/admin/staff/invitations/${id}/resend`);
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.data.isExpired).toBe(false);
    const second = await emailedToken(email, 'staff-invitation');
    expect(second).not.toBe(first);
    const reread = await readLink(await browser(), second);
    expect(reread.body.data.authenticator.secret).not.toBe(link.authenticator!.secret);

    expect((await admin.client.post(`/api/admin/staff/invitations/${id}/revoke`)).status).toBe(200);
    expect((await readLink(await browser(), second)).body.errors).toEqual({ token: [ACCESS.invalid] });
    expect((await admin.client.post(`/api/admin/staff/invitations/${id}/resend`)).status).toBe(404);
    expect((await admin.client.post(`/api/admin/staff/invitations/${id}/revoke`)).status).toBe(404);
    // Revoked, the address may be invited again.
    expect((await invite(email)).status).toBe(200);
    expect((await auditActions('invitationId', id)).map((row) => row.action)).toEqual(['staff.invite', 'staff.invitation.resend', 'staff.invitation.revoke']);
  });

  it('lets one of two browsers using the same invitation at once make the account', async () => {
    const email = uniqueEmail('race');
    const { token, link } = await invitedLink(email);
    const code = await totpCodeOf(link.authenticator!.secret);
    const answers = await Promise.all([complete(await browser(), token, 'first-password', code), complete(await browser(), token, 'second-password', code)]);
    expect(answers.map((each) => each.status).sort()).toEqual([200, 422]);
    expect(await count('select count(*)::int as n from staff_members where lower(email) = $1', [email])).toBe(1);
  });
});

/** An operator signed in on a device of their own. */
async function signedInOperator(): Promise<{ member: TestStaffMember; device: TestClient }> {
  const member = await createTestStaff(t, 'operator', { name: `Otto ${randomUUID().slice(0, 4)}` });
  const device = await browser();
  await signInAs(t, device, { role: 'operator', staffId: member.id });
  return { member, device };
}

const resetAuthenticator = (staffId: number, reason = 'Lost their phone') => admin.client.post(`/api/admin/staff/${staffId}/authenticator-reset`, { reason });

describe('an admin’s reset of a lost authenticator', () => {
  it('emails a link that, with the password, puts in a new authenticator and ends every session', async () => {
    const { member, device } = await signedInOperator();
    expect((await resetAuthenticator(member.id)).status).toBe(200);
    const token = await emailedToken(member.email, 'staff-authenticator-reset');
    const link: StaffAccessLink = (await readLink(await browser(), token)).body.data;
    expect(link).toMatchObject({ kind: 'authenticator-reset', email: member.email });
    // Until the link is used, the old authenticator still works.
    expect((await device.get('/api/staff/me')).status).toBe(200);

    const phone = await browser();
    const newCode = await totpCodeOf(link.authenticator!.secret);
    expect((await complete(phone, token, 'not-the-password', newCode)).body.errors).toEqual({ password: [ACCESS.wrongPassword] });
    const oldCode = await totpCodeOf(member.totpSecret);
    if (oldCode !== newCode) {
      expect((await complete(phone, token, member.password, oldCode)).body.errors).toEqual({ code: [ACCESS.wrongCode] });
    }
    const done = await complete(phone, token, member.password, newCode);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await device.get('/api/staff/me')).status).toBe(401);
    expect((await phone.get('/api/staff/me')).status).toBe(200);
    expect(await sessionsOf(member.id)).toBe(1);

    const oldSignIn = await (await browser()).post('/api/staff/sign-in', { email: member.email, password: member.password, code: await nextCode(member.totpSecret) });
    expect(oldSignIn.status).toBe(422);
    const newSignIn = await (await browser()).post('/api/staff/sign-in', { email: member.email, password: member.password, code: await nextCode(link.authenticator!.secret) });
    expect(newSignIn.status, JSON.stringify(newSignIn.body)).toBe(200);
    expect((await complete(await browser(), token, member.password, await nextCode(link.authenticator!.secret))).body.errors).toEqual({ token: [ACCESS.invalid] });
    expect((await auditActions('staffId', member.id)).map((row) => [row.action, row.reason])).toContainEqual(['staff.authenticator.reset', 'Lost their phone']);
  });

  it('replaces an earlier reset link, and refuses one’s own account, a deactivated one and no reason', async () => {
    const { member } = await signedInOperator();
    await resetAuthenticator(member.id);
    const first = await emailedToken(member.email, 'staff-authenticator-reset');
    await resetAuthenticator(member.id, 'Sent to an old address');
    const second = await emailedToken(member.email, 'staff-authenticator-reset');
    expect((await readLink(await browser(), first)).body.errors).toEqual({ token: [ACCESS.invalid] });
    expect((await readLink(await browser(), second)).status).toBe(200);

    expect((await resetAuthenticator(admin.member.id)).body.message).toBe(ADMIN.notYourself);
    expect((await resetAuthenticator(member.id, ' ')).status).toBe(422);
    expect((await admin.client.post(`/api/admin/staff/${member.id}/access`, { isActive: false, reason: 'Left' })).status).toBe(200);
    expect((await resetAuthenticator(member.id)).body.message).toBe(ADMIN.resetInactive);
    // A deactivated member's link no longer opens.
    expect((await readLink(await browser(), second)).body.errors).toEqual({ token: [ACCESS.invalid] });
    expect(await count("select count(*)::int as n from staff_access_links where staff_id = $1 and kind = 'authenticator-reset'", [member.id])).toBe(2);
  });
});

const askReset = async (email: string) => (await browser()).post('/api/staff/password-reset', { email });

describe('a member’s own password reset', () => {
  it('says the same for any address, and resets only with the authenticator’s code', async () => {
    const { member, device } = await signedInOperator();
    const unknown = uniqueEmail('nobody');
    const [forUnknown, forMember] = [await askReset(unknown), await askReset(member.email)];
    expect(forUnknown.status).toBe(200);
    expect(forMember.body).toEqual(forUnknown.body);
    expect(await readOutbox(t, unknown)).toEqual([]);
    const token = await emailedToken(member.email, 'staff-password-reset');
    expect((await readLink(await browser(), token)).body.data).toMatchObject({ kind: 'password-reset', authenticator: null });

    const visitor = await browser();
    const code = await totpCodeOf(member.totpSecret);
    const wrong = await complete(visitor, token, 'a-brand-new-password', code === '000000' ? '111111' : '000000');
    expect(wrong.body.errors).toEqual({ code: [ACCESS.wrongCode] });
    const done = await complete(visitor, token, 'a-brand-new-password', code);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await device.get('/api/staff/me')).status).toBe(401);
    expect((await (await browser()).post('/api/staff/sign-in', { email: member.email, password: member.password, code: await nextCode(member.totpSecret) })).status).toBe(422);
    expect((await complete(await browser(), token, 'yet-another-password', await nextCode(member.totpSecret))).body.errors).toEqual({ token: [ACCESS.invalid] });
    const actions = (await t.handle.pool.query<{ action: string }>("select action from audit_events where actor_id = $1 and action like 'staff.password.%' order by id", [member.id])).rows;
    expect(actions.map((row) => row.action)).toEqual(['staff.password.reset-request', 'staff.password.reset']);
  });

  it('refuses a code already used to sign in, and limits tries per link', async () => {
    const member = await createTestStaff(t, 'operator');
    await askReset(member.email);
    const token = await emailedToken(member.email, 'staff-password-reset');
    const code = await totpCodeOf(member.totpSecret);
    expect((await (await browser()).post('/api/staff/sign-in', { email: member.email, password: member.password, code })).status).toBe(200);
    const reused = await complete(await browser(), token, 'a-brand-new-password', code);
    expect(reused.body.errors).toEqual({ code: [STAFF_MESSAGES.staffSignIn.codeReused] });
    const before = (await t.handle.pool.query<{ password_hash: string }>('select password_hash from staff_members where id = $1', [member.id])).rows[0]!.password_hash;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await complete(await browser(), token, 'short', '000000')).status);
    }
    expect(statuses.at(-1)).toBe(429);
    const after = (await t.handle.pool.query<{ password_hash: string }>('select password_hash from staff_members where id = $1', [member.id])).rows[0]!.password_hash;
    expect(after).toBe(before);
  });
});
