import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { outboxMessages, patients } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { auditEventsOfPatient } from '../audit/audit.service';

const t = suiteTestApp({ UNAVAILABLE_STATES: 'AK' });

const MAIN = '127.0.0.1:3000';
const AGENCY = 'agency.localhost:3000';
let next = 1;
const newClient = (host = MAIN) => new TestClient(t.app, host, `10.3.0.${next++}`);
const details = { dob: '04/12/1990', state: 'CA', acceptedTOS: true };

/** An adult patient signed in on the agency brand. */
async function agencyPatient(): Promise<{ client: TestClient; email: string; id: number }> {
  const client = newClient(AGENCY);
  const email = `mover-${next}@example.com`;
  const response = await client.post('/api/register', { email, password: 'correct-horse', acceptedTOS: true, dob: '04/12/1990', state: 'NY' });
  expect(response.status).toBe(200);
  return { client, email, id: response.body.user.id };
}

const transferEmails = (to: string) =>
  t.handle.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, to), eq(outboxMessages.template, 'brand-transfer-link')));

/** The token of the newest transfer link emailed to `to`. */
async function linkTokenFor(to: string): Promise<string> {
  const emails = await transferEmails(to);
  const body = emails.at(-1)?.body ?? '';
  const match = /\/auth\/welcome\?token=([A-Za-z0-9_-]+)/.exec(body);
  expect(match).not.toBeNull();
  return match![1]!;
}

describe('POST /api/patient/brand/transfer', () => {
  it('checks the details with the spec messages', async () => {
    const response = await newClient().post('/api/patient/brand/transfer', {});
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      email: [MESSAGES.email.required],
      dob: [MESSAGES.eligibility.birthdateRequired],
      state: [MESSAGES.brandTransfer.stateRequired],
      acceptedTOS: [MESSAGES.eligibility.termsRequired],
    });
    const young = new Date();
    const twelve = `${String(young.getUTCMonth() + 1).padStart(2, '0')}/01/${young.getUTCFullYear() - 12}`;
    const underage = await newClient().post('/api/patient/brand/transfer', { ...details, email: 'a@example.com', dob: twelve, state: 'ZZ' });
    expect(underage.body.errors).toEqual({ dob: [MESSAGES.legalName.underMinimumAge], state: [MESSAGES.eligibility.stateOrZipRequired] });
  });

  it('answers with the availability notice for a state this brand does not serve, and sends nothing', async () => {
    const mover = await agencyPatient();
    const response = await newClient().post('/api/patient/brand/transfer', { ...details, email: mover.email, state: 'AK' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      isEligible: false,
      ineligibleReason: { reason: 'ineligible_state', userMessage: INELIGIBLE_USER_MESSAGES.ineligible_state },
      message: INELIGIBLE_USER_MESSAGES.ineligible_state,
    });
    expect(await transferEmails(mover.email)).toHaveLength(0);
  });

  it('answers the same whether or not the email has an account, and emails only a real one', async () => {
    const mover = await agencyPatient();
    const known = await newClient().post('/api/patient/brand/transfer', { ...details, email: mover.email.toUpperCase() });
    const unknown = await newClient().post('/api/patient/brand/transfer', { ...details, email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data).toEqual({ isEligible: true, ineligibleReason: null, message: MESSAGES.brandTransfer.linkSent });
    const [email] = await transferEmails(mover.email);
    expect(email).toMatchObject({ brandId: 1, subject: 'Move your account to Teleskin' });
    expect(email?.body).toContain('http://127.0.0.1:3000/auth/welcome?token=');
    expect(email?.body).not.toContain('1990');
    expect(await transferEmails('nobody-here@example.com')).toHaveLength(0);
  });

  it('limits links per email address', async () => {
    const mover = await agencyPatient();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await newClient().post('/api/patient/brand/transfer', { ...details, email: mover.email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(await transferEmails(mover.email)).toHaveLength(3);
  });
});

describe('POST /api/register/brand-transfer/complete', () => {
  it('moves the account with the emailed link, signs it in here and ends its old sessions', async () => {
    const mover = await agencyPatient();
    expect((await mover.client.get('/api/patient')).status).toBe(200);
    const visitor = newClient();
    await visitor.post('/api/patient/brand/transfer', { ...details, email: mover.email });
    const token = await linkTokenFor(mover.email);

    const response = await visitor.post('/api/register/brand-transfer/complete', { token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      user: { id: mover.id, email: mover.email, state: 'CA' },
      message: MESSAGES.brandTransfer.transferred,
      redirectPath: '/get-started/skin/legal-name',
    });
    expect((await visitor.get('/api/patient')).body.data.id).toBe(mover.id);
    expect((await mover.client.get('/api/patient')).status).toBe(401);
    const [row] = await t.handle.db.select().from(patients).where(eq(patients.id, mover.id));
    expect(row).toMatchObject({ brandId: 1, dateOfBirth: '1990-04-12' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    const flashes = (await visitor.get('/api/flash-messages')).body.data.data;
    expect(flashes).toContainEqual({ type: 'success', content: MESSAGES.brandTransfer.transferred });
    // On the audit trail, with both brands and the address that used the link (ADR 116).
    const [moved] = (await auditEventsOfPatient(t.handle.db, mover.id)).filter((entry) => entry.action === 'account.brand-transfer');
    expect(moved).toMatchObject({ actorRole: 'patient', actorId: mover.id, subject: { fromBrandId: 2, toBrandId: 1 }, ipAddress: visitor.remoteAddress });

    // The same password now logs in here, and no longer on the old brand.
    expect((await newClient().post('/auth/login', { email: mover.email, password: 'correct-horse' })).status).toBe(200);
    expect((await newClient(AGENCY).post('/auth/login', { email: mover.email, password: 'correct-horse' })).status).toBe(422);

    const replay = await newClient().post('/api/register/brand-transfer/complete', { token });
    expect(replay.status).toBe(422);
    expect(replay.body.errors).toEqual({ token: [MESSAGES.brandTransfer.linkInvalid] });
  });

  it('refuses a link on the wrong brand, a changed link and no link', async () => {
    const mover = await agencyPatient();
    await newClient().post('/api/patient/brand/transfer', { ...details, email: mover.email });
    const token = await linkTokenFor(mover.email);
    const flipped = token.slice(0, 10) + (token[10] === 'A' ? 'B' : 'A') + token.slice(11);
    for (const [host, value] of [[AGENCY, token], [MAIN, flipped], [MAIN, '']] as const) {
      const response = await newClient(host).post('/api/register/brand-transfer/complete', { token: value });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ token: [MESSAGES.brandTransfer.linkInvalid] });
    }
    const [row] = await t.handle.db.select().from(patients).where(eq(patients.id, mover.id));
    expect(row?.brandId).toBe(2);
  });

  it('refuses when the email got an account here meanwhile', async () => {
    const mover = await agencyPatient();
    await newClient().post('/api/patient/brand/transfer', { ...details, email: mover.email });
    const token = await linkTokenFor(mover.email);
    await t.handle.db.insert(patients).values({ brandId: 1, email: mover.email, acceptedTosAt: new Date() });
    const response = await newClient().post('/api/register/brand-transfer/complete', { token });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ email: [MESSAGES.email.taken] });
  });

  it("gives a second patient's session nothing: it cannot move or reach someone else's account", async () => {
    const mover = await agencyPatient();
    const other = newClient();
    const registered = await other.post('/api/register', { email: `other-${next}@example.com`, password: 'correct-horse', acceptedTOS: true, dob: '01/01/1985', state: 'CA' });
    expect(registered.status).toBe(200);
    // Asking for the mover's link from another patient's session only emails the mover.
    const asked = await other.post('/api/patient/brand/transfer', { ...details, email: mover.email });
    expect(asked.body.data.message).toBe(MESSAGES.brandTransfer.linkSent);
    expect(JSON.stringify(asked.body)).not.toContain(String(mover.id));
    const guessed = await other.post('/api/register/brand-transfer/complete', { token: 'x'.repeat(80) });
    expect(guessed.status).toBe(422);
    expect((await other.get('/api/patient')).body.data.id).toBe(registered.body.user.id);
    const [row] = await t.handle.db.select().from(patients).where(eq(patients.id, mover.id));
    expect(row?.brandId).toBe(2);
  });
});
