import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSecurity } from '@app/domain/contracts';
import { ACCOUNT_SECURITY_MESSAGES, MESSAGES } from '@app/domain/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TestClient } from '../../test/test-client';

// Issue 34 item 4 (ADR 168): a patient sees where their account is signed in, signs any or every
// other device out, and a password change signs the others out.

const TEXT = ACCOUNT_SECURITY_MESSAGES.accountSecurity;
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '1000', LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

let serial = 0;
/** A new patient signed up from a Mac, and the same patient logged in from an iPhone. */
async function patientOnTwoDevices(password = 'correct-horse') {
  serial += 1;
  const email = `devices-${serial}@example.com`;
  const mac = new TestClient(t.app);
  await mac.get('/api/auth/csrf');
  expect((await mac.post('/api/register', { email, password, acceptedTOS: true, isAtLeast13: true }, { headers: { 'user-agent': MAC_CHROME } })).status).toBe(200);
  const phone = await logIn(email, password, IPHONE_SAFARI);
  return { email, mac, phone };
}

async function logIn(email: string, password: string, userAgent: string) {
  const client = new TestClient(t.app);
  await client.get('/api/auth/csrf');
  const response = await client.post('/auth/login', { email, password }, { headers: { 'user-agent': userAgent } });
  expect(response.status).toBe(200);
  return client;
}

const security = async (client: TestClient) => {
  const response = await client.get('/api/account/security');
  expect(response.status).toBe(200);
  return response.body as AccountSecurity;
};
const auditActions = async (email: string) =>
  (
    await t.handle.pool.query<{ action: string; outcome: string }>(
      'select action, outcome from audit_events where patient_id = (select id from patients where email = $1) order by id',
      [email],
    )
  ).rows;

describe('signed-in devices', () => {
  it('lists the devices in words, the asking one first, with no token or hash', async () => {
    const { mac, phone } = await patientOnTwoDevices();
    const seen = await security(phone);
    expect(seen.hasPassword).toBe(true);
    expect(seen.sessions.map((each) => [each.device, each.isCurrent])).toEqual([
      ['Safari on iOS', true],
      ['Chrome on macOS', false],
    ]);
    expect(JSON.stringify(seen)).not.toContain(phone.cookie('teleskin_session'));
    const hashes = (await t.handle.pool.query<{ token_hash: string }>('select token_hash from sessions')).rows.map((row) => row.token_hash);
    expect(hashes.some((hash) => JSON.stringify(seen).includes(hash))).toBe(false);
    // The other device sees itself first.
    expect((await security(mac)).sessions[0]).toMatchObject({ device: 'Chrome on macOS', isCurrent: true });
  });

  it('signs one other device out: its next request is signed out, and the change is audited', async () => {
    const { email, mac, phone } = await patientOnTwoDevices();
    const macId = (await security(phone)).sessions.find((each) => !each.isCurrent)!.id;
    const ended = await phone.delete(`/api/account/sessions/${macId}`);
    expect(ended.status).toBe(200);
    expect((ended.body as AccountSecurity).sessions.map((each) => each.device)).toEqual(['Safari on iOS']);
    expect((await mac.get('/api/patient')).status).toBe(401);
    expect((await phone.get('/api/patient')).status).toBe(200);
    // Twice: already gone, in words, and nothing else changes.
    const again = await phone.delete(`/api/account/sessions/${macId}`);
    expect(again).toMatchObject({ status: 404, body: { message: TEXT.sessionGone } });
    expect(await auditActions(email)).toEqual(expect.arrayContaining([{ action: 'session.end', outcome: 'done' }]));
  });

  it('refuses to end the asking session from the list, and another patient’s session is not found', async () => {
    const first = await patientOnTwoDevices();
    const second = await patientOnTwoDevices();
    const own = (await security(first.phone)).sessions.find((each) => each.isCurrent)!.id;
    expect(await first.phone.delete(`/api/account/sessions/${own}`)).toMatchObject({ status: 422, body: { message: TEXT.notThisSession } });
    const theirs = (await security(second.phone)).sessions[0]!.id;
    expect(await first.phone.delete(`/api/account/sessions/${theirs}`)).toMatchObject({ status: 404, body: { message: TEXT.sessionGone } });
    expect((await second.phone.get('/api/patient')).status).toBe(200);
    expect((await first.phone.get('/api/patient')).status).toBe(200);
  });

  it('signs every other device out at once', async () => {
    const { email, mac, phone } = await patientOnTwoDevices();
    const third = await logIn(email, 'correct-horse', MAC_CHROME);
    expect((await security(phone)).sessions).toHaveLength(3);
    const answer = await phone.post('/api/account/sessions/sign-out-others', {});
    expect(answer.status).toBe(200);
    expect((answer.body as AccountSecurity).sessions).toHaveLength(1);
    expect((await mac.get('/api/patient')).status).toBe(401);
    expect((await third.get('/api/patient')).status).toBe(401);
    expect((await phone.get('/api/patient')).status).toBe(200);
  });

  it('does not list a session idle past the idle limit', async () => {
    const { email, phone } = await patientOnTwoDevices();
    await t.handle.pool.query(
      "update sessions set last_seen_at = now() - interval '1 day' where device_label = 'Chrome on macOS' and patient_id = (select id from patients where email = $1)",
      [email],
    );
    expect((await security(phone)).sessions.map((each) => each.device)).toEqual(['Safari on iOS']);
  });
});

describe('password change', () => {
  it('refuses a wrong current password and a short new one in words, storing nothing', async () => {
    const { email, mac, phone } = await patientOnTwoDevices();
    const before = (await t.handle.pool.query<{ password_hash: string }>('select password_hash from patients where email = $1', [email])).rows[0]!.password_hash;
    const wrong = await phone.post('/api/account/password', { currentPassword: 'not-it-at-all', newPassword: 'a new secret' });
    expect(wrong).toMatchObject({ status: 422, body: { errors: { currentPassword: [TEXT.currentPasswordWrong] } } });
    const short = await phone.post('/api/account/password', { currentPassword: 'correct-horse', newPassword: 'short' });
    expect(short).toMatchObject({ status: 422, body: { errors: { newPassword: [MESSAGES.password.tooShort] } } });
    const empty = await phone.post('/api/account/password', {});
    expect(empty).toMatchObject({ status: 422, body: { errors: { currentPassword: [MESSAGES.password.required], newPassword: [MESSAGES.password.required] } } });
    const after = (await t.handle.pool.query<{ password_hash: string }>('select password_hash from patients where email = $1', [email])).rows[0]!.password_hash;
    expect(after).toBe(before);
    expect((await mac.get('/api/patient')).status).toBe(200);
    expect(await auditActions(email)).toEqual(expect.arrayContaining([{ action: 'password.change', outcome: 'refused' }]));
  });

  it('changes the password and signs every other device out; the new password logs in, the old one no longer', async () => {
    const { email, mac, phone } = await patientOnTwoDevices();
    const changed = await phone.post('/api/account/password', { currentPassword: 'correct-horse', newPassword: 'battery-staple-2' });
    expect(changed.status).toBe(200);
    expect((changed.body as AccountSecurity).sessions.map((each) => each.isCurrent)).toEqual([true]);
    expect((await mac.get('/api/patient')).status).toBe(401);
    expect((await phone.get('/api/patient')).status).toBe(200);
    const old = new TestClient(t.app);
    await old.get('/api/auth/csrf');
    expect((await old.post('/auth/login', { email, password: 'correct-horse' })).status).toBe(422);
    await logIn(email, 'battery-staple-2', MAC_CHROME);
    expect(await auditActions(email)).toEqual(expect.arrayContaining([{ action: 'password.change', outcome: 'done' }]));
  });

  it('sets a first password for an account made without one, asking no current password', async () => {
    const { email, mac, phone } = await patientOnTwoDevices();
    // As a social sign-up leaves it (social-auth.service).
    await t.handle.pool.query('update patients set password_hash = null where email = $1', [email]);
    expect((await security(phone)).hasPassword).toBe(false);
    const set = await phone.post('/api/account/password', { newPassword: 'first-password' });
    expect(set.status).toBe(200);
    expect((set.body as AccountSecurity).hasPassword).toBe(true);
    expect((await mac.get('/api/patient')).status).toBe(401);
    await logIn(email, 'first-password', MAC_CHROME);
  });

  it('limits the tries in an hour', async () => {
    const { phone } = await patientOnTwoDevices();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await phone.post('/api/account/password', { currentPassword: 'wrong-guess', newPassword: 'a new secret' })).status).toBe(422);
    }
    const limited = await phone.post('/api/account/password', { currentPassword: 'correct-horse', newPassword: 'a new secret' });
    expect(limited).toMatchObject({ status: 429, body: { message: MESSAGES.account.tooManyAttempts } });
  });
});
