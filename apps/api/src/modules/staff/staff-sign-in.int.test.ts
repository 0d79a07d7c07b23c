import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { auditEvents, sessions, staffMembers } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { patientWithVisit } from '../../test/kits/scheduling-test-kit';
import { createTestStaff, totpCodeOf, type TestStaffMember } from '../../test/kits/staff-test-kit';

// Issue 14, items 1 and 6: the care team signs in with a password and an authenticator code, on
// sessions shorter than a patient's; a code counts once, guessing is limited, refusals are audited.

const TEXT = STAFF_MESSAGES.staffSignIn;
const t = suiteTestApp({ STAFF_TOTP_MAX_ATTEMPTS: '3' });

let serial = 0;
/** A client at an address no other test uses, so the per-address limits never meet. */
function clientAtNewAddress(): TestClient {
  serial += 1;
  return new TestClient(t.app, '127.0.0.1:3000', `10.77.0.${serial}`);
}

const signIn = (client: TestClient, member: TestStaffMember, code: string, password = member.password) =>
  client.post('/api/staff/sign-in', { email: member.email, password, code });

const refusalsOf = async (member: TestStaffMember) =>
  (
    await t.handle.db
      .select({ reason: auditEvents.reason, ip: auditEvents.ipAddress })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, member.id), eq(auditEvents.action, 'staff.sign-in'), eq(auditEvents.outcome, 'refused')))
      .orderBy(auditEvents.id)
  ).map((row) => row.reason);

/** A code of an earlier 30-second step: valid for the secret, within the tolerance, not the current one. */
const previousCode = (member: TestStaffMember) => totpCodeOf(member.totpSecret, new Date(Date.now() - 30_000));

describe('care-team sign-in', () => {
  it('signs a provider in with password and code, on a session shorter than a patient’s', async () => {
    const member = await createTestStaff(t, 'provider', { states: ['CA', 'NY'] });
    const client = clientAtNewAddress();
    const response = await signIn(client, member, await totpCodeOf(member.totpSecret));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: member.id, role: 'provider', licensedStates: ['CA', 'NY'] });
    expect((await client.get('/api/staff/me')).body.data.email).toBe(member.email);
    const [session] = await t.handle.db.select().from(sessions).where(eq(sessions.staffId, member.id));
    const hours = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(t.env.STAFF_SESSION_ABSOLUTE_HOURS, 1);
    expect(t.env.STAFF_SESSION_ABSOLUTE_HOURS).toBeLessThan(t.env.SESSION_ABSOLUTE_HOURS);
    // A staff session reaches no patient route.
    expect((await client.get('/api/patient')).status).toBe(403);
  });

  it('signs an admin in the same way, on the same short session, to the admin console only (ADR 158)', async () => {
    const member = await createTestStaff(t, 'admin');
    const client = clientAtNewAddress();
    expect((await signIn(client, member, await totpCodeOf(member.totpSecret), 'not-the-password')).status).toBe(422);
    const response = await signIn(client, member, await totpCodeOf(member.totpSecret));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: member.id, role: 'admin', licensedStates: [] });
    const [session] = await t.handle.db.select().from(sessions).where(eq(sessions.staffId, member.id));
    const hours = (session!.expiresAt.getTime() - session!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(t.env.STAFF_SESSION_ABSOLUTE_HOURS, 1);
    expect((await client.get('/api/admin/promotions')).status).toBe(200);
    expect((await client.get('/api/ops/providers')).status).toBe(403);
    expect((await client.get('/api/care/queue')).status).toBe(403);
  });

  it('ends a staff session idle longer than the staff limit, though a patient’s would live on', async () => {
    const member = await createTestStaff(t, 'operator');
    const client = clientAtNewAddress();
    expect((await signIn(client, member, await totpCodeOf(member.totpSecret))).status).toBe(200);
    const idle = new Date(Date.now() - (t.env.STAFF_SESSION_IDLE_MINUTES + 1) * 60_000);
    expect(t.env.STAFF_SESSION_IDLE_MINUTES + 1).toBeLessThan(t.env.SESSION_IDLE_MINUTES);
    await t.handle.db.update(sessions).set({ lastSeenAt: idle }).where(eq(sessions.staffId, member.id));
    expect((await client.get('/api/staff/me')).status).toBe(401);
  });

  it('refuses a wrong password or a wrong code with one message, and audits both', async () => {
    const member = await createTestStaff(t, 'provider');
    const wrongPassword = await signIn(clientAtNewAddress(), member, await totpCodeOf(member.totpSecret), 'not-the-password');
    expect(wrongPassword.status).toBe(422);
    expect(wrongPassword.body.errors).toEqual({ email: [TEXT.failed] });
    const code = await totpCodeOf(member.totpSecret);
    const wrongCode = await signIn(clientAtNewAddress(), member, code === '000000' ? '111111' : '000000');
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.body.errors).toEqual({ email: [TEXT.failed] });
    expect(await refusalsOf(member)).toEqual(['wrong password', 'wrong code']);
    expect((await t.handle.db.select().from(sessions).where(eq(sessions.staffId, member.id))).length).toBe(0);
  });

  it('asks for a 6-digit code before checking anything', async () => {
    const member = await createTestStaff(t, 'provider');
    const response = await signIn(clientAtNewAddress(), member, '12ab');
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ code: [TEXT.codeRequired] });
  });

  it('accepts a code once: the same code again, or an older one, is refused and audited', async () => {
    const member = await createTestStaff(t, 'operator');
    const code = await totpCodeOf(member.totpSecret);
    expect((await signIn(clientAtNewAddress(), member, code)).status).toBe(200);
    const again = await signIn(clientAtNewAddress(), member, code);
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: [TEXT.codeReused] });
    const older = await signIn(clientAtNewAddress(), member, await previousCode(member));
    expect(older.status).toBe(422);
    expect(await refusalsOf(member)).toEqual(['code used before', 'code used before']);
  });

  it('lets exactly one of two sign-ins racing with one code through', async () => {
    const member = await createTestStaff(t, 'provider');
    const code = await totpCodeOf(member.totpSecret);
    const answers = await Promise.all([signIn(clientAtNewAddress(), member, code), signIn(clientAtNewAddress(), member, code)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });

  it('stops guessing after the code limit, even the right code, from any address', async () => {
    const member = await createTestStaff(t, 'provider');
    const right = await totpCodeOf(member.totpSecret);
    const wrong = right === '999999' ? '888888' : '999999';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(clientAtNewAddress(), member, wrong)).status).toBe(422);
    }
    const blocked = await signIn(clientAtNewAddress(), member, right);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TEXT.tooManyCodes);
    // While limited, a wrong password gets the very same answer: no password oracle (issue 28 item 3).
    const wrongPassword = await clientAtNewAddress().post('/api/staff/sign-in', { email: member.email, password: 'not-the-password-1', code: right });
    expect([wrongPassword.status, wrongPassword.body]).toEqual([blocked.status, blocked.body]);
    expect(await refusalsOf(member)).toEqual(['wrong code', 'wrong code', 'wrong code', 'too many codes', 'too many codes']);
    const [row] = await t.handle.db.select().from(staffMembers).where(eq(staffMembers.id, member.id));
    expect(row!.totpLastStep).toBeNull();
  });

  it('says the same to an unknown email, and records nothing under any account', async () => {
    const before = await t.handle.db.select().from(auditEvents);
    const response = await clientAtNewAddress().post('/api/staff/sign-in', { email: 'nobody@staff.test', password: 'whatever-1', code: '123456' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ email: [TEXT.failed] });
    expect((await t.handle.db.select().from(auditEvents)).length).toBe(before.length);
  });

  it('refuses the care-team sign-in to a signed-in patient', async () => {
    const { client } = await patientWithVisit(t);
    const member = await createTestStaff(t, 'operator');
    expect((await signIn(client, member, await totpCodeOf(member.totpSecret))).status).toBe(403);
  });

  it('answers the staff account 401 to a visitor and 403 to a patient', async () => {
    expect((await new TestClient(t.app).get('/api/staff/me')).status).toBe(401);
    const { client: patient } = await patientWithVisit(t);
    expect((await patient.get('/api/staff/me')).status).toBe(403);
  });
});
