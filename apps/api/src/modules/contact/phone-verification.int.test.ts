import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { outboxMessages, patients, phoneVerificationCodes } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { recordAttempt } from '../rate-limits/rate-limits.service';
import { latestCode, otherCode, readOutbox, signedInPatient } from '../../test/messaging-test-kit';

const t = suiteTestApp();

let nextNumber = 2_000_000;
/** A fresh number per test, so the per-number limits of one test leave the others alone. */
const freshPhone = () => `555${nextNumber++}`;
const dashed = (phone: string) => `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;

async function patientIdOf(client: TestClient): Promise<number> {
  return (await client.get('/api/patient')).body.data.id;
}

async function codeRows(patientId: number) {
  return t.handle.db.select().from(phoneVerificationCodes).where(eq(phoneVerificationCodes.patientId, patientId));
}

/**
 * The limits count in fixed 15-minute windows of the real clock: a test that needs its sends in one
 * window starts with at least a minute of it left, or in the next one.
 */
async function withAMinuteOfTheWindowLeft(): Promise<void> {
  const windowMs = 15 * 60_000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, left + 100));
  }
}

describe('phone number and verification code', () => {
  it('answers 401 to a visitor on every phone route', async () => {
    const visitor = new TestClient(t.app, undefined, '10.99.0.1');
    expect((await visitor.get('/api/phone-number')).status).toBe(401);
    expect((await visitor.get('/api/phone-number/requires-verification')).status).toBe(401);
    expect((await visitor.request('PATCH', '/app/users/self/phone-number', { phone: '555-123-4567' })).status).toBe(401);
    expect((await visitor.post('/api/phone-number/send-confirmation', { phoneNumber: '555-123-4567' })).status).toBe(401);
    expect((await visitor.post('/api/phone-number/confirm', { token: '1234' })).status).toBe(401);
    expect((await visitor.post('/api/patient/sms-preferences', { sms_marketing_enabled: true })).status).toBe(401);
    expect((await visitor.post('/api/patient/sms-message', { type: 'photo_upload_link', visitUuid: 'x' })).status).toBe(401);
  });

  it('saves the number, texts a code, confirms it and finishes the sms-verification step', async () => {
    const { client } = await signedInPatient(t);
    const phone = freshPhone();
    const visit = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data;

    expect((await client.get('/api/phone-number')).body).toEqual({ data: { number: null, confirmedAt: null } });
    const saved = await client.request('PATCH', '/app/users/self/phone-number', { phone: dashed(phone) });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ number: phone, confirmedAt: null });
    expect((await client.get('/api/phone-number/requires-verification')).body.data.requiresVerification).toBe(true);

    const sent = await client.post('/api/phone-number/send-confirmation', { phoneNumber: dashed(phone) });
    expect(sent.status).toBe(200);
    expect(sent.body.data.phoneNumber).toBe(phone);
    const [text] = await readOutbox(t, phone);
    expect(text).toMatchObject({ channel: 'sms', recipient: `+1${phone}`, adapter: 'outbox' });
    expect(text?.body).toMatch(/^Teleskin: your verification code is \d{4}\./);

    const code = await latestCode(t, phone);
    const confirmed = await client.post('/api/phone-number/confirm', { token: code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.number).toBe(phone);
    expect(Date.parse(confirmed.body.data.confirmedAt)).not.toBeNaN();

    expect((await client.get('/api/phone-number')).body.data).toEqual({ number: phone, confirmedAt: confirmed.body.data.confirmedAt });
    expect((await client.get('/api/phone-number/requires-verification')).body.data.requiresVerification).toBe(false);
    const after = (await client.get(`/api/visits/${visit.uuid}`)).body.data;
    expect(after.progress.steps.find((s: { step: string }) => s.step === 'sms-verification').state).toBe('done');
  });

  it('stores only a keyed hash of the code', async () => {
    const { client } = await signedInPatient(t);
    const phone = freshPhone();
    await client.post('/api/phone-number/send-confirmation', { phoneNumber: phone });
    const code = await latestCode(t, phone);
    const [row] = await codeRows(await patientIdOf(client));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThan(10.1 * 60_000);
  });

  it.each([
    ['PATCH', '/app/users/self/phone-number', 'phone'],
    ['POST', '/api/phone-number/send-confirmation', 'phoneNumber'],
  ] as const)('refuses an invalid number on %s %s and stores nothing', async (method, path, field) => {
    const { client } = await signedInPatient(t);
    for (const bad of ['555-123-456', '', 'call me', '555-123-45678']) {
      const response = await client.request(method, path, { [field]: bad });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ message: MESSAGES.phone.invalid, errors: { [field]: [MESSAGES.phone.invalid] } });
    }
    const id = await patientIdOf(client);
    const [patient] = await t.handle.db.select().from(patients).where(eq(patients.id, id));
    expect(patient?.phone).toBeNull();
    expect(await codeRows(id)).toEqual([]);
    expect(await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.patientId, id))).toEqual([]);
  });

  it('refuses a code that is not four digits', async () => {
    const { client } = await signedInPatient(t);
    for (const token of ['', '123', '12345', '12a4']) {
      const response = await client.post('/api/phone-number/confirm', { token });
      expect(response.status).toBe(422);
      expect(response.body.errors.token).toEqual([MESSAGES.verificationCode.invalid]);
    }
  });

  it('refuses a wrong code, and kills the code after five tries', async () => {
    const { client } = await signedInPatient(t);
    const phone = freshPhone();
    await client.post('/api/phone-number/send-confirmation', { phoneNumber: phone });
    const code = await latestCode(t, phone);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await client.post('/api/phone-number/confirm', { token: otherCode(code) });
      expect(wrong.status).toBe(422);
      expect(wrong.body.message).toBe(MESSAGES.phoneVerification.incorrectCode);
    }
    const dead = await client.post('/api/phone-number/confirm', { token: code });
    expect(dead.status).toBe(422);
    expect(dead.body.message).toBe(MESSAGES.phoneVerification.codeExpired);
    expect((await client.get('/api/phone-number')).body.data.confirmedAt).toBeNull();
  });

  it('allows at most five checks even when they arrive together', async () => {
    const { client } = await signedInPatient(t);
    const phone = freshPhone();
    await client.post('/api/phone-number/send-confirmation', { phoneNumber: phone });
    const code = await latestCode(t, phone);
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.post('/api/phone-number/confirm', { token: otherCode(code) })));
    const messages = answers.map((answer) => answer.body.message);
    expect(messages.filter((m) => m === MESSAGES.phoneVerification.incorrectCode)).toHaveLength(5);
    expect(messages.filter((m) => m === MESSAGES.phoneVerification.codeExpired)).toHaveLength(7);
  });

  it('makes a code work once, expire after ten minutes, and give way to a newer code', async () => {
    const { client } = await signedInPatient(t);
    const phone = freshPhone();
    await client.post('/api/phone-number/send-confirmation', { phoneNumber: phone });
    const first = await latestCode(t, phone);
    await client.post('/api/phone-number/send-confirmation', { phoneNumber: phone });
    const second = await latestCode(t, phone);
    if (first !== second) {
      expect((await client.post('/api/phone-number/confirm', { token: first })).body.message).toBe(MESSAGES.phoneVerification.incorrectCode);
    }
    expect((await client.post('/api/phone-number/confirm', { token: second })).status).toBe(200);
    expect((await client.post('/api/phone-number/confirm', { token: second })).body.message).toBe(MESSAGES.phoneVerification.codeExpired);

    await client.post('/api/phone-number/send-confirmation', { phoneNumber: phone });
    const third = await latestCode(t, phone);
    const id = await patientIdOf(client);
    await t.handle.db
      .update(phoneVerificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneVerificationCodes.patientId, id));
    expect((await client.post('/api/phone-number/confirm', { token: third })).body.message).toBe(MESSAGES.phoneVerification.codeExpired);
  });

  it('drops the confirmation when the number changes, and keeps it when the same number is saved', async () => {
    const { client } = await signedInPatient(t);
    const phone = freshPhone();
    await client.post('/api/phone-number/send-confirmation', { phoneNumber: phone });
    await client.post('/api/phone-number/confirm', { token: await latestCode(t, phone) });
    const same = await client.request('PATCH', '/app/users/self/phone-number', { phone: `(${phone.slice(0, 3)}) ${phone.slice(3)}` });
    expect(same.body.data.confirmedAt).not.toBeNull();
    const changed = await client.request('PATCH', '/app/users/self/phone-number', { phone: freshPhone() });
    expect(changed.body.data.confirmedAt).toBeNull();
    expect((await client.get('/api/phone-number/requires-verification')).body.data.requiresVerification).toBe(true);
  });

  it("never lets a patient use or see another patient's code or number", async () => {
    const alice = await signedInPatient(t);
    const mallory = await signedInPatient(t);
    const phone = freshPhone();
    await alice.client.post('/api/phone-number/send-confirmation', { phoneNumber: phone });
    const code = await latestCode(t, phone);
    const stolen = await mallory.client.post('/api/phone-number/confirm', { token: code });
    expect(stolen.status).toBe(422);
    expect(stolen.body.message).toBe(MESSAGES.phoneVerification.codeExpired);
    expect((await mallory.client.get('/api/phone-number')).body.data).toEqual({ number: null, confirmedAt: null });
    expect((await alice.client.post('/api/phone-number/confirm', { token: code })).status).toBe(200);
  });

  it('limits codes to three per fifteen minutes per account and per number, and ten a day', async () => {
    await withAMinuteOfTheWindowLeft();
    const { client } = await signedInPatient(t);
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/phone-number/send-confirmation', { phoneNumber: freshPhone() })).status).toBe(200);
    }
    const refused = await client.post('/api/phone-number/send-confirmation', { phoneNumber: freshPhone() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: MESSAGES.phoneVerification.tooManyCodes, code: 'RATE_LIMITED' });

    // Per number, across accounts: three other patients use up one number's window.
    const shared = freshPhone();
    for (let i = 0; i < 3; i += 1) {
      const other = await signedInPatient(t);
      expect((await other.client.post('/api/phone-number/send-confirmation', { phoneNumber: shared })).status).toBe(200);
    }
    const fourth = await signedInPatient(t);
    expect((await fourth.client.post('/api/phone-number/send-confirmation', { phoneNumber: shared })).status).toBe(429);
    expect(await readOutbox(t, shared)).toHaveLength(3);

    // Per day: ten sends spread over earlier windows of today.
    const daily = await signedInPatient(t);
    const id = await patientIdOf(daily.client);
    for (let i = 0; i < 10; i += 1) {
      await recordAttempt(t.handle.db, { key: `sms:code:account:${id}:day`, max: 10, windowMinutes: 24 * 60 });
    }
    expect((await daily.client.post('/api/phone-number/send-confirmation', { phoneNumber: freshPhone() })).status).toBe(429);
  }, 120_000);
});
