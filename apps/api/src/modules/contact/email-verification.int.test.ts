import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { emailVerificationTokens } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { readOutbox, signedInPatient } from '../../test/messaging-test-kit';
import { auditEventsOfPatient } from '../audit/audit.service';

const t = suiteTestApp();

const AGENCY = 'agency.localhost:3000';

/** The path and query of the newest verification link emailed to `email`. */
async function latestLink(email: string): Promise<string> {
  const [message] = await readOutbox(t, email);
  const url = message?.body.match(/https?:\/\/\S+\/auth\/verify-email\?token=\S+/)?.[0];
  if (!url) {
    throw new Error(`no verification link was emailed to ${email}`);
  }
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

async function flashes(client: TestClient): Promise<string[]> {
  return (await client.get('/api/flash-messages')).body.data.data.map((f: { content: string }) => f.content);
}

describe('email verification', () => {
  it('answers 401 to a visitor', async () => {
    const visitor = new TestClient(t.app, undefined, '10.98.0.1');
    expect((await visitor.get('/api/patient/email-verification')).status).toBe(401);
    expect((await visitor.post('/api/patient/send-verification-email')).status).toBe(401);
    expect((await visitor.get('/dev/auth/verify')).status).toBe(401);
  });

  it('emails a single-use link that verifies the address and finishes the verify-email step', async () => {
    const { client, email } = await signedInPatient(t, AGENCY);
    const visit = (await client.post('/api/visits', { flow: 'agency-skin-signup' })).body.data;
    expect(visit.progress.currentStep).toBe('verify-email');
    const before = await client.get('/api/patient/email-verification');
    expect(before.body.data).toEqual({ email, verifiedAt: null, lastSentAt: null, canAutoVerify: true });

    const sent = await client.post('/api/patient/send-verification-email');
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(MESSAGES.emailVerification.sent);
    expect(sent.body.data.lastSentAt).not.toBeNull();
    const [message] = await readOutbox(t, email);
    expect(message).toMatchObject({ channel: 'email', subject: 'Verify your email address for Marlow & Finch' });
    const link = await latestLink(email);
    expect(message?.body).toContain(`http://${AGENCY}/auth/verify-email?token=`);

    // Opened in the same browser: back to the flow, with a thank-you.
    const opened = await client.get(link);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe('/get-started/skin/legal-name');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(await flashes(client)).toEqual([MESSAGES.emailVerification.verified]);
    expect((await client.get('/api/patient/email-verification')).body.data.verifiedAt).not.toBeNull();
    const after = (await client.get(`/api/visits/${visit.uuid}`)).body.data;
    expect(after.progress.steps.find((s: { step: string }) => s.step === 'verify-email').state).toBe('done');

    // A second use says the link is dead.
    const again = await client.get(link);
    expect(again.headers.location).toBe('/get-started/skin/legal-name');
    expect(await flashes(client)).toEqual([MESSAGES.emailVerification.linkInvalid]);
  });

  it('sends a browser without the session to log in first, and never signs it in', async () => {
    const { client, email } = await signedInPatient(t, AGENCY);
    await client.post('/api/visits', { flow: 'agency-skin-signup' });
    await client.post('/api/patient/send-verification-email');
    const elsewhere = new TestClient(t.app, AGENCY, '10.98.0.2');
    const opened = await elsewhere.get(await latestLink(email));
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(`/auth/login?redirect=${encodeURIComponent('/get-started/skin/legal-name')}`);
    expect((await elsewhere.get('/api/patient')).status).toBe(401);
    expect(await flashes(elsewhere)).toEqual([MESSAGES.emailVerification.verified]);
    expect((await client.get('/api/patient/email-verification')).body.data.verifiedAt).not.toBeNull();
    // On the audit trail as the mailbox's owner, from the address that opened the link (ADR 116).
    const patientId = (await client.get('/api/patient')).body.data.id as number;
    const [verified] = (await auditEventsOfPatient(t.handle.db, patientId)).filter((row) => row.action === 'account.email-verify');
    expect(verified).toMatchObject({ actorRole: 'patient', actorId: patientId, outcome: 'done', ipAddress: '10.98.0.2' });
  });

  it('refuses made-up and expired links', async () => {
    const { client, email } = await signedInPatient(t);
    const madeUp = await client.get('/auth/verify-email?token=not-a-real-token');
    expect(madeUp.status).toBe(303);
    expect(await flashes(client)).toEqual([MESSAGES.emailVerification.linkInvalid]);
    expect((await new TestClient(t.app, undefined, '10.98.0.3').get('/auth/verify-email')).headers.location).toBe('/auth/login');

    await client.post('/api/patient/send-verification-email');
    const id = (await client.get('/api/patient')).body.data.id;
    await t.handle.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.patientId, id));
    await client.get(await latestLink(email));
    expect(await flashes(client)).toEqual([MESSAGES.emailVerification.linkInvalid]);
    expect((await client.get('/api/patient/email-verification')).body.data.verifiedAt).toBeNull();
  });

  it('stores only the hash of the link token', async () => {
    const { client, email } = await signedInPatient(t);
    await client.post('/api/patient/send-verification-email');
    const token = new URLSearchParams((await latestLink(email)).split('?')[1]).get('token')!;
    const id = (await client.get('/api/patient')).body.data.id;
    const rows = await t.handle.db.select().from(emailVerificationTokens).where(eq(emailVerificationTokens.patientId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toBe(token);
  });

  it('limits resends to three per fifteen minutes', async () => {
    const { client, email } = await signedInPatient(t);
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/patient/send-verification-email')).status).toBe(200);
    }
    const refused = await client.post('/api/patient/send-verification-email');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.emailVerification.tooManyEmails);
    expect(await readOutbox(t, email)).toHaveLength(3);
  });

  it('auto-verifies outside production, and sends nothing once verified', async () => {
    const { client, email } = await signedInPatient(t);
    const verified = await client.get('/dev/auth/verify');
    expect(verified.status).toBe(200);
    expect(verified.body.data.verifiedAt).not.toBeNull();
    const send = await client.post('/api/patient/send-verification-email');
    expect(send.body.message).toBe(MESSAGES.emailVerification.alreadyVerified);
    expect(await readOutbox(t, email)).toEqual([]);
  });

  it("does not verify or reveal another patient's address", async () => {
    const alice = await signedInPatient(t);
    const mallory = await signedInPatient(t);
    await mallory.client.get('/dev/auth/verify');
    expect((await alice.client.get('/api/patient/email-verification')).body.data.verifiedAt).toBeNull();
    expect((await mallory.client.get('/api/patient/email-verification')).body.data.email).toBe(mallory.email);
  });
});
