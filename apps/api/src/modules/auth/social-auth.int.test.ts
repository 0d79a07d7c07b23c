import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { patients, socialIdentities } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startTestOidcProvider, type TestOidcProvider } from '../../test/oidc-test-provider';
import { TestClient, type TestResponse } from '../../test/test-client';
import { auditEventsOfPatient } from '../audit/audit.service';

let t: TestApp;
let op: TestOidcProvider;
beforeAll(async () => {
  op = await startTestOidcProvider([
    'http://127.0.0.1:3000/auth/social/google/callback',
    'http://agency.localhost:3000/auth/social/google/callback',
  ]);
  t = await buildTestApp({
    OIDC_GOOGLE_ISSUER: op.issuer,
    OIDC_GOOGLE_CLIENT_ID: op.clientId,
    OIDC_GOOGLE_CLIENT_SECRET: op.clientSecret,
    // Apple is configured for the agency brand only; Facebook not at all.
    OIDC_APPLE_ISSUER: op.issuer,
    OIDC_APPLE_CLIENT_ID: op.clientId,
    OIDC_APPLE_CLIENT_SECRET: op.clientSecret,
    OIDC_APPLE_BRANDS: '2',
  });
});
afterAll(async () => {
  await t.close();
  await op.close();
});

let next = 1;
const newClient = (host = '127.0.0.1:3000') => new TestClient(t.app, host, `10.4.0.${next++}`);

/** Runs the whole authorization code flow in a browser-like client; returns the final redirect. */
async function signInWithGoogle(client: TestClient, accountId: string, query = ''): Promise<TestResponse> {
  const start = await client.get(`/auth/social/google/start${query}`);
  expect(start.status).toBe(302);
  const authorizationUrl = String(start.headers.location);
  expect(authorizationUrl.startsWith(op.issuer)).toBe(true);
  const callback = await op.authorize(authorizationUrl, accountId);
  expect(callback.origin).toBe(`http://${client.host}`);
  return client.get(callback.pathname + callback.search);
}

const eligible = { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] };
const patientByEmail = async (email: string) => (await t.handle.db.select().from(patients).where(eq(patients.email, email)))[0];

describe('GET /api/auth/social/providers', () => {
  it('lists only the providers configured for the brand', async () => {
    expect((await newClient().get('/api/auth/social/providers')).body).toEqual({ data: [{ id: 'google', name: 'Google' }] });
    expect((await newClient('agency.localhost:3000').get('/api/auth/social/providers')).body.data.map((p: { id: string }) => p.id)).toEqual([
      'apple',
      'google',
    ]);
  });
});

describe('social sign-up against a real OpenID provider', () => {
  it('creates the patient from the verified email, signs them in and continues the flow', async () => {
    op.setAccount('google-sub-1', { email: 'New.Social@example.com', email_verified: true });
    const client = newClient();
    await client.post('/api/eligibility/evaluate', eligible);
    const done = await signInWithGoogle(client, 'google-sub-1', '?category=skin');
    expect(done.status).toBe(302);
    expect(done.headers.location).toBe('/get-started/skin/legal-name');

    const me = await client.get('/api/patient');
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ email: 'new.social@example.com', state: 'CA', date_of_birth: '1990-04-12' });
    const row = await patientByEmail('new.social@example.com');
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const links = await t.handle.db.select().from(socialIdentities).where(eq(socialIdentities.patientId, row!.id));
    expect(links).toMatchObject([{ provider: 'google:1', subject: 'google-sub-1' }]);
    const flashes = (await client.get('/api/flash-messages')).body.data.data;
    expect(flashes).toContainEqual({ type: 'success', content: MESSAGES.account.registered });

    // Next time the same provider account signs straight in, to the redirect asked for.
    const again = newClient();
    const second = await signInWithGoogle(again, 'google-sub-1', '?redirect=%2Fdashboard');
    expect(second.headers.location).toBe('/dashboard');
    expect((await again.get('/api/patient')).body.data.id).toBe(row!.id);
    // The sign-up, then the sign-in, on the audit trail with the provider (ADR 116).
    const trail = (await auditEventsOfPatient(t.handle.db, row!.id)).reverse();
    expect(trail.map((entry) => [entry.action, entry.subject.provider, entry.ipAddress])).toEqual([
      ['account.register', 'google', client.remoteAddress],
      ['account.sign-in', 'google', again.remoteAddress],
    ]);
  });

  it('links an existing account only when the provider says the email is verified', async () => {
    const owner = newClient();
    const registered = await owner.post('/api/register', { email: 'owner@example.com', password: 'correct-horse', acceptedTOS: true, isAtLeast13: true });
    expect(registered.status).toBe(200);

    op.setAccount('google-unverified', { email: 'owner@example.com', email_verified: false });
    const attacker = newClient();
    const refused = await signInWithGoogle(attacker, 'google-unverified', '?failure=%2Fget-started%2Fskin%2Fregister');
    expect(refused.headers.location).toBe('/auth/login');
    expect((await attacker.get('/api/patient')).status).toBe(401);
    expect((await attacker.get('/api/flash-messages')).body.data.data).toEqual([{ type: 'error', content: MESSAGES.social.emailNotVerified }]);
    expect(await t.handle.db.select().from(socialIdentities).where(eq(socialIdentities.subject, 'google-unverified'))).toHaveLength(0);

    op.setAccount('google-verified', { email: 'OWNER@example.com', email_verified: true });
    const ownerElsewhere = newClient();
    await signInWithGoogle(ownerElsewhere, 'google-verified');
    expect((await ownerElsewhere.get('/api/patient')).body.data.id).toBe(registered.body.user.id);
  });

  it('does not create an account without consent, and sends the visitor back with the reason', async () => {
    op.setAccount('google-no-consent', { email: 'no-consent@example.com', email_verified: true });
    const client = newClient();
    const response = await signInWithGoogle(client, 'google-no-consent', '?failure=%2Fsignup');
    expect(response.headers.location).toBe('/signup');
    expect((await client.get('/api/flash-messages')).body.data.data).toEqual([{ type: 'error', content: MESSAGES.social.consentMissing }]);
    expect(await patientByEmail('no-consent@example.com')).toBeUndefined();

    // The product-detail form's two checkboxes are that consent.
    const consenting = newClient();
    const created = await signInWithGoogle(consenting, 'google-no-consent', '?acceptedTOS=true&isAtLeast13=true&redirect=%2Fdashboard');
    expect(created.headers.location).toBe('/dashboard');
    expect(await patientByEmail('no-consent@example.com')).toBeDefined();
  });

  it('sends an email of the other brand to the transfer page instead of duplicating the account', async () => {
    const agency = newClient('agency.localhost:3000');
    expect((await agency.post('/api/register', { email: 'agency-only@example.com', password: 'correct-horse', acceptedTOS: true, isAtLeast13: true })).status).toBe(200);
    op.setAccount('google-agency', { email: 'agency-only@example.com', email_verified: true });
    const client = newClient();
    await client.post('/api/eligibility/evaluate', eligible);
    const response = await signInWithGoogle(client, 'google-agency');
    expect(response.headers.location).toBe('/auth/welcome');
    expect((await client.get('/api/patient')).status).toBe(401);
  });

  it('keeps brands apart: the same provider account has one patient per brand', async () => {
    op.setAccount('google-both', { email: 'both-brands@example.com', email_verified: true });
    const main = newClient();
    await main.post('/api/eligibility/evaluate', eligible);
    await signInWithGoogle(main, 'google-both');
    const agency = newClient('agency.localhost:3000');
    await agency.post('/api/eligibility/evaluate', eligible);
    const response = await signInWithGoogle(agency, 'google-both');
    // An account on the main brand exists, so the agency sign-up is sent to the transfer page.
    expect(response.headers.location).toBe('/auth/welcome');
    expect((await agency.get('/api/patient')).status).toBe(401);
  });

  it('refuses a callback with a forged state, a replayed callback and a callback from another session', async () => {
    op.setAccount('google-replay', { email: 'replay@example.com', email_verified: true });
    const client = newClient();
    await client.post('/api/eligibility/evaluate', eligible);
    const start = await client.get('/auth/social/google/start');
    const callback = await op.authorize(String(start.headers.location), 'google-replay');

    // Another browser (another session) presenting this callback gets nothing.
    const other = newClient();
    const stolen = await other.get(callback.pathname + callback.search);
    expect(stolen.headers.location).toBe('/auth/login');
    expect((await other.get('/api/patient')).status).toBe(401);

    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const forgedResponse = await client.get(forged.pathname + forged.search);
    expect(forgedResponse.headers.location).toBe('/auth/login');
    expect((await client.get('/api/patient')).status).toBe(401);
    // The forged attempt used up the session's pending sign-in: the genuine callback is now a replay.
    const replay = await client.get(callback.pathname + callback.search);
    expect(replay.headers.location).toBe('/auth/login');
    expect(await patientByEmail('replay@example.com')).toBeUndefined();
  });

  it('redirects with a message for a provider that is not configured here, and a cancelled sign-in', async () => {
    const client = newClient();
    const facebook = await client.get('/auth/social/facebook/start?failure=%2Fsignup');
    expect(facebook.status).toBe(302);
    expect(facebook.headers.location).toBe('/signup');
    expect((await client.get('/api/flash-messages')).body.data.data).toEqual([{ type: 'error', content: MESSAGES.social.providerUnavailable }]);
    const apple = await newClient().get('/auth/social/apple/start');
    expect(apple.headers.location).toBe('/auth/login');

    await client.get('/auth/social/google/start');
    const cancelled = await client.get('/auth/social/google/callback?error=access_denied&state=x');
    expect(cancelled.headers.location).toBe('/auth/login');
    expect((await client.get('/api/patient')).status).toBe(401);
  });

  it('never redirects off the site', async () => {
    op.setAccount('google-redirect', { email: 'redirect@example.com', email_verified: true });
    const client = newClient();
    await client.post('/api/eligibility/evaluate', eligible);
    const response = await signInWithGoogle(client, 'google-redirect', `?redirect=${encodeURIComponent('//evil.example/')}`);
    expect(response.headers.location).toBe('/get-started/skin/legal-name');
  });
});
