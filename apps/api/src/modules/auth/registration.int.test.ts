import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { patients } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

const t = suiteTestApp();

const patientCount = async () => (await t.handle.db.select({ n: count() }).from(patients))[0]?.n ?? 0;

async function passEligibility(client: TestClient, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/eligibility/evaluate', {
    state: 'CA', zip: '', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1], ...overrides,
  });
  expect(response.status).toBe(200);
  return response;
}

describe('POST /api/register', () => {
  it('creates the patient after eligibility, signs them in on a fresh session id and queues a success flash', async () => {
    const client = new TestClient(t.app);
    await passEligibility(client);
    const visitorSession = client.cookie('teleskin_session');
    const response = await client.post('/api/register', { email: 'New.Patient@Example.com', password: 'correct-horse' });
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: 'new.patient@example.com', state: 'CA', date_of_birth: '1990-04-12', isMinor: false });
    expect(response.body.message).toBe(MESSAGES.account.registered);
    expect(client.cookie('teleskin_session')).toBeDefined();
    expect(client.cookie('teleskin_session')).not.toBe(visitorSession);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await client.get('/api/patient');
    expect(me.status).toBe(200);
    expect(me.body.data.email).toBe('new.patient@example.com');
    expect(me.body.data).not.toHaveProperty('passwordHash');

    const flashes = await client.get('/api/flash-messages');
    expect(flashes.body.data.data).toEqual([{ type: 'success', content: MESSAGES.account.registered }]);
    const again = await client.get('/api/flash-messages');
    expect(again.body.data.data).toEqual([]);
  });

  it('stores the password as an argon2id hash', async () => {
    const client = new TestClient(t.app);
    await passEligibility(client);
    await client.post('/api/register', { email: 'hash@example.com', password: 'correct-horse' });
    const rows = await t.handle.db.select({ email: patients.email, hash: patients.passwordHash }).from(patients);
    const row = rows.find((r) => r.email === 'hash@example.com');
    expect(row?.hash).toMatch(/^\$argon2id\$/);
  });

  it('answers requestPassword for an unknown email in the email-only step and stores nothing', async () => {
    const before = await patientCount();
    const client = new TestClient(t.app);
    const response = await client.post('/api/register', { email: 'fresh@example.com', emailOnly: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ emailOnly: true, requestPassword: true, recognizedEmail: false, canTransferBrand: false, user: null });
    expect(await patientCount()).toBe(before);
  });

  it('recognizes an email that already has an account on this brand', async () => {
    const client = new TestClient(t.app);
    await passEligibility(client);
    await client.post('/api/register', { email: 'known@example.com', password: 'correct-horse' });
    const other = new TestClient(t.app);
    const response = await other.post('/api/register', { email: 'KNOWN@example.com', emailOnly: true });
    expect(response.body).toMatchObject({ recognizedEmail: true, requestPassword: false });
  });

  it('offers a brand transfer for an email registered on the other brand', async () => {
    const main = new TestClient(t.app);
    await passEligibility(main);
    await main.post('/api/register', { email: 'mover@example.com', password: 'correct-horse' });
    const agency = new TestClient(t.app, 'agency.localhost:3000');
    const response = await agency.post('/api/register', { email: 'mover@example.com', emailOnly: true });
    expect(response.body).toMatchObject({ canTransferBrand: true, recognizedEmail: false, requestPassword: false });
  });

  it('refuses an email already taken on the brand with 422 and the message', async () => {
    const client = new TestClient(t.app);
    await passEligibility(client);
    await client.post('/api/register', { email: 'taken@example.com', password: 'correct-horse' });
    const before = await patientCount();
    const second = new TestClient(t.app);
    await passEligibility(second);
    const response = await second.post('/api/register', { email: 'taken@example.com', password: 'another-pass' });
    expect(response.status).toBe(422);
    expect(response.body.errors.email).toEqual([MESSAGES.email.taken]);
    expect(await patientCount()).toBe(before);
  });

  it.each([
    [{ email: '', password: '' }, `${MESSAGES.email.required} (and 1 more error)`, { email: [MESSAGES.email.required], password: [MESSAGES.password.required] }],
    [{ email: 'not-an-email', password: 'correct-horse' }, MESSAGES.email.invalid, { email: [MESSAGES.email.invalid] }],
    [{ email: 'ok@example.com', password: 'short' }, MESSAGES.password.tooShort, { password: [MESSAGES.password.tooShort] }],
  ])('answers 422 with the exact message for %j and stores nothing', async (payload, message, errors) => {
    const before = await patientCount();
    const client = new TestClient(t.app);
    await passEligibility(client);
    const response = await client.post('/api/register', payload);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(message);
    expect(response.body.errors).toEqual(errors);
    expect(await patientCount()).toBe(before);
    expect(client.cookie('teleskin_session')).toBeDefined();
    expect((await client.get('/api/patient')).status).toBe(401);
  });

  it('requires accepted terms when no eligibility step recorded them', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/register', { email: 'terms@example.com', password: 'correct-horse' });
    expect(response.status).toBe(422);
    expect(response.body.errors.acceptedTOS).toEqual([MESSAGES.eligibility.termsRequired]);
  });

  it('accepts the product-detail variant (terms and age boxes) and refuses an unticked age box', async () => {
    const client = new TestClient(t.app);
    const refused = await client.post('/api/register', { email: 'pdp@example.com', password: 'correct-horse', acceptedTOS: true, isAtLeast13: false });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.isAtLeast13).toEqual([MESSAGES.account.ageConfirmationRequired]);
    const accepted = await client.post('/api/register', { email: 'pdp@example.com', password: 'correct-horse', acceptedTOS: true, isAtLeast13: true });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user.email).toBe('pdp@example.com');
  });

  it('without a birthdate, requires the self-declared age box', async () => {
    const response = await new TestClient(t.app).post('/api/register', { email: 'noage@example.com', password: 'correct-horse', acceptedTOS: true });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ isAtLeast13: [MESSAGES.account.ageConfirmationRequired] });
  });

  it('applies the eligibility rules to a profile sent straight to registration', async () => {
    const client = new TestClient(t.app);
    const young = await client.post('/api/register', { email: 'young@example.com', password: 'correct-horse', acceptedTOS: true, dob: '01/01/2020', state: 'CA' });
    expect(young.body.errors).toEqual({ dob: [MESSAGES.legalName.underMinimumAge] });
    const away = await client.post('/api/register', { email: 'away@example.com', password: 'correct-horse', acceptedTOS: true, dob: '01/01/1990', state: 'AK' });
    expect(away.status).toBe(422);
    expect(away.body.errors.eligibility).toHaveLength(1);
  });

  it('refuses registration after an ineligible result', async () => {
    const client = new TestClient(t.app);
    await passEligibility(client, { state: 'AK' });
    const response = await client.post('/api/register', { email: 'alaska@example.com', password: 'correct-horse' });
    expect(response.status).toBe(422);
    expect(response.body.errors.eligibility).toHaveLength(1);
  });

  it('limits registration attempts per address (429), since the email-only step reveals accounts', async () => {
    const limited = await buildTestApp({ REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '3' });
    try {
      const client = new TestClient(limited.app, '127.0.0.1', '10.1.2.3');
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await client.post('/api/register', { email: `probe${i}@example.com`, emailOnly: true })).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await new TestClient(limited.app, '127.0.0.1', '10.1.2.4').post('/api/register', { email: 'other@example.com', emailOnly: true })).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 422 naming the field when the body has the wrong shape', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/register', { email: 42, password: ['x'] });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ email: ['The email field is invalid.'], password: ['The password field is invalid.'] });
    expect(response.body.message).toBe('The email field is invalid. (and 1 more error)');
  });
});
