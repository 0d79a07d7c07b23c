import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { outboxMessages, patients } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import type { TestClient } from '../../test/test-client';
import { latestCode, readOutbox, signedInPatient } from '../../test/messaging-test-kit';

const t = suiteTestApp();

let nextNumber = 3_000_000;
const freshPhone = () => `555${nextNumber++}`;

async function confirmPhone(client: TestClient): Promise<string> {
  const phone = freshPhone();
  await client.post('/api/phone-number/send-confirmation', { phoneNumber: phone });
  expect((await client.post('/api/phone-number/confirm', { token: await latestCode(t, phone) })).status).toBe(200);
  return phone;
}

describe('POST /api/patient/sms-message', () => {
  it('texts a confirmed number a link to upload photos for the visit', async () => {
    const { client } = await signedInPatient(t);
    const phone = await confirmPhone(client);
    const { uuid } = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    const response = await client.post('/api/patient/sms-message', { type: 'photo_upload_link', visitUuid: uuid });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Great! We just texted you a link to upload your photos.' });
    const [text] = await readOutbox(t, phone);
    expect(text?.body).toContain(`http://127.0.0.1:3000/v/${uuid}`);
  });

  it('refuses an unconfirmed number with 422 and sends nothing', async () => {
    const { client } = await signedInPatient(t);
    const phone = freshPhone();
    await client.request('PATCH', '/app/users/self/phone-number', { phone });
    const { uuid } = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    const response = await client.post('/api/patient/sms-message', { type: 'photo_upload_link', visitUuid: uuid });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(MESSAGES.phoneVerification.phoneNotConfirmed);
    expect(await readOutbox(t, phone)).toEqual([]);
  });

  it("answers 404 for another patient's visit and texts nobody", async () => {
    const alice = await signedInPatient(t);
    const mallory = await signedInPatient(t);
    const malloryPhone = await confirmPhone(mallory.client);
    const { uuid } = (await alice.client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    const response = await mallory.client.post('/api/patient/sms-message', { type: 'photo_upload_link', visitUuid: uuid });
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain(uuid);
    expect(await readOutbox(t, malloryPhone)).toHaveLength(1);
  });

  it('refuses an unknown message type', async () => {
    const { client } = await signedInPatient(t);
    const response = await client.post('/api/patient/sms-message', { type: 'marketing_blast' });
    expect(response.status).toBe(422);
  });

  it('limits links to three per fifteen minutes, apart from the codes', async () => {
    const { client } = await signedInPatient(t);
    const phone = await confirmPhone(client);
    const { uuid } = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    for (let i = 0; i < 3; i += 1) {
      expect((await client.post('/api/patient/sms-message', { type: 'photo_upload_link', visitUuid: uuid })).status).toBe(200);
    }
    const refused = await client.post('/api/patient/sms-message', { type: 'photo_upload_link', visitUuid: uuid });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(MESSAGES.phoneVerification.tooManyTexts);
    // The code allowance is untouched: one code was sent so far.
    expect((await client.post('/api/phone-number/send-confirmation', { phoneNumber: phone })).status).toBe(200);
  });
});

describe('POST /api/patient/sms-preferences', () => {
  it("changes the given flags and only the signed-in patient's", async () => {
    const alice = await signedInPatient(t);
    const bob = await signedInPatient(t);
    const changed = await alice.client.post('/api/patient/sms-preferences', { sms_marketing_enabled: true });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ sms_transactional_enabled: true, sms_marketing_enabled: true });
    const both = await alice.client.post('/api/patient/sms-preferences', { sms_transactional_enabled: false, sms_marketing_enabled: false });
    expect(both.body.data).toEqual({ sms_transactional_enabled: false, sms_marketing_enabled: false });
    const bobId = (await bob.client.get('/api/patient')).body.data.id;
    const [bobRow] = await t.handle.db.select().from(patients).where(eq(patients.id, bobId));
    expect(bobRow).toMatchObject({ smsTransactionalEnabled: true, smsMarketingEnabled: false });
  });

  it('refuses values that are not booleans and unknown fields', async () => {
    const { client } = await signedInPatient(t);
    expect((await client.post('/api/patient/sms-preferences', { sms_marketing_enabled: 'yes' })).status).toBe(422);
    expect((await client.post('/api/patient/sms-preferences', { patient_id: 1 })).status).toBe(422);
    const id = (await client.get('/api/patient')).body.data.id;
    const [row] = await t.handle.db.select().from(patients).where(eq(patients.id, id));
    expect(row?.smsMarketingEnabled).toBe(false);
    expect(await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.patientId, id))).toEqual([]);
  });
});
