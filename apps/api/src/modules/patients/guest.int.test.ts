import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

const t = suiteTestApp();

let nextEmail = 1;
async function registeredPatient(host?: string): Promise<TestClient> {
  const client = new TestClient(t.app, host);
  await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] });
  expect((await client.post('/api/register', { email: `guest${nextEmail++}@example.com`, password: 'correct-horse' })).status).toBe(200);
  return client;
}

/** The `?t=` code of the patient's referral link. */
async function inviteCodeOf(client: TestClient): Promise<string> {
  const link = (await client.get('/api/patient/referral')).body.data.link as string;
  return new URL(link).searchParams.get('t')!;
}

describe('GET /api/shared/basic-patient (ADR 101)', () => {
  it('answers null for a visitor, not a 401', async () => {
    const response = await new TestClient(t.app).get('/api/shared/basic-patient');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: null });
  });

  it('answers who is signed in and nothing of their contact or health data', async () => {
    const client = await registeredPatient();
    await client.post('/app/users/self/legal-name', { firstname: 'Robin', lastname: 'Basic' });
    const response = await client.get('/api/shared/basic-patient');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: expect.any(Number), firstname: 'Robin', brand: 1, hasCompletedSignup: false });
    expect(JSON.stringify(response.body)).not.toMatch(/example\.com|1990|Basic/);
  });
});

describe('GET /api/guest/middleware/cookies (ADR 101)', () => {
  it('sets the visitor cookie once, for 1000 days', async () => {
    const client = new TestClient(t.app);
    const first = await client.get('/api/guest/middleware/cookies');
    expect(first.body).toEqual({ data: { isOptedOut: false, hasVisitorCookie: true } });
    const cookie = first.cookies.find((c) => c.name === 'teleskin_visitor');
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie?.maxAge).toBe(1000 * 86_400);
    const again = await client.get('/api/guest/middleware/cookies');
    expect(again.cookies.find((c) => c.name === 'teleskin_visitor')).toBeUndefined();
    expect(client.cookie('teleskin_visitor')).toBe(cookie?.value);
  });

  it('sets nothing for a browser that opted out', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/tracking/opt-out', { isOptedOut: true });
    const response = await client.get('/api/guest/middleware/cookies');
    expect(response.body).toEqual({ data: { isOptedOut: true, hasVisitorCookie: false } });
    expect(response.cookies.find((c) => c.name === 'teleskin_visitor')).toBeUndefined();
  });
});

describe('GET /api/guest/vip-invite-codes/{code} (ADR 101)', () => {
  it("accepts a patient's referral code on their brand, with the $20 credits and nothing about the inviter", async () => {
    const code = await inviteCodeOf(await registeredPatient());
    const response = await new TestClient(t.app).get(`/api/guest/vip-invite-codes/${encodeURIComponent(code)}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { code, creditCents: 2000, inviterCreditCents: 2000 } });
  });

  it('refuses an unknown code, and a code of the other brand, with the same 404', async () => {
    const unknown = await new TestClient(t.app).get('/api/guest/vip-invite-codes/NOSUCHCODE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.invite.invalid);
    const agencyCode = await inviteCodeOf(await registeredPatient('agency.localhost:3000'));
    const elsewhere = await new TestClient(t.app).get(`/api/guest/vip-invite-codes/${encodeURIComponent(agencyCode)}`);
    expect(elsewhere.status).toBe(404);
  });

  it('refuses a code longer than any code before looking it up', async () => {
    const response = await new TestClient(t.app).get(`/api/guest/vip-invite-codes/${'x'.repeat(65)}`);
    expect(response.status).toBe(422);
  });
});
