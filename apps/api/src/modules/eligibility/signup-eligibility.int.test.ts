import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INELIGIBLE_USER_MESSAGES, MESSAGES } from '@app/domain/messages';
import { patients, visits } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

// The reasons of 000 §3 that need more than the welcome form's answers (ADR 141): a state the hair
// product may not be sent to, and what a signed-in patient's finished visits say about a new sign-up.

const t = suiteTestApp({ UNAVAILABLE_STATES: 'AK', HAIR_UNAVAILABLE_STATES: 'LA' });

const evaluate = (client: TestClient, body: Record<string, unknown> = {}) =>
  client.post('/api/eligibility/evaluate', { state: 'CA', zip: '', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1], ...body });

let nextEmail = 1;
/** A registered patient whose visit of `flow` is finished. */
async function patientWhoFinished(flow: string): Promise<{ client: TestClient; id: number }> {
  const client = new TestClient(t.app);
  expect((await evaluate(client, { treatmentCategories: [1, 2] })).status).toBe(200);
  const registered = await client.post('/api/register', { email: `signup-eligibility${nextEmail++}@example.com`, password: 'correct-horse' });
  expect(registered.status).toBe(200);
  const opened = await client.post('/api/visits', { flow });
  expect(opened.status).toBe(200);
  await t.handle.db.update(visits).set({ completedAt: new Date() }).where(eq(visits.uuid, opened.body.data.uuid as string));
  return { client, id: registered.body.user.id as number };
}

describe('ineligible_hair_cannot_receive_product', () => {
  it('refuses hair in a state the hair product may not be sent to, with its message, and lets skin through there', async () => {
    const hair = await evaluate(new TestClient(t.app), { state: 'LA', treatmentCategories: [2] });
    expect(hair.status).toBe(200);
    expect(hair.body.data.ineligibleReason).toEqual({
      reason: 'ineligible_hair_cannot_receive_product',
      userMessage: INELIGIBLE_USER_MESSAGES.ineligible_hair_cannot_receive_product,
    });
    expect((await evaluate(new TestClient(t.app), { state: 'LA', treatmentCategories: [1] })).body.data.ineligibleReason).toBeNull();
  });

  it('is the answer of the check after an address update for a hair patient who moves there', async () => {
    const client = new TestClient(t.app);
    await evaluate(client, { state: 'CA', treatmentCategories: [2] });
    expect((await client.post('/api/register', { email: 'hair-mover@example.com', password: 'correct-horse' })).status).toBe(200);
    const [patient] = await t.handle.db.select().from(patients).where(eq(patients.email, 'hair-mover@example.com'));
    await t.handle.db.update(patients).set({ state: 'LA', zipcode: '70112', city: 'New Orleans' }).where(eq(patients.id, patient!.id));
    const recheck = await client.post('/api/patient/eligibility/recheck', { treatmentCategories: [2] });
    expect(recheck.status).toBe(200);
    expect(recheck.body.data.ineligibleReason?.reason).toBe('ineligible_hair_cannot_receive_product');
  });
});

describe('a signed-in patient’s finished sign-up', () => {
  it('answers already_completed_sign_up for the category already signed up for, and keeps the answers on record', async () => {
    const { client, id } = await patientWhoFinished('skin-signup');
    const response = await evaluate(client, { state: 'NY' });
    expect(response.status).toBe(200);
    expect(response.body.data.ineligibleReason).toEqual({
      reason: 'already_completed_sign_up',
      userMessage: INELIGIBLE_USER_MESSAGES.already_completed_sign_up,
    });
    const [row] = await t.handle.db.select().from(patients).where(eq(patients.id, id));
    expect(row?.eligibility).toMatchObject({ state: 'NY', ineligibleReason: null });
  });

  it('answers should_show_new_signup_flow for a category the patient has not signed up for', async () => {
    const { client } = await patientWhoFinished('skin-signup');
    const response = await evaluate(client, { treatmentCategories: [2] });
    expect(response.body.data.ineligibleReason).toEqual({
      reason: 'should_show_new_signup_flow',
      userMessage: INELIGIBLE_USER_MESSAGES.should_show_new_signup_flow,
    });
  });

  it('leaves the rules first: an under-age or out-of-reach answer is not hidden by the history', async () => {
    const { client } = await patientWhoFinished('skin-signup');
    expect((await evaluate(client, { state: 'AK' })).body.data.ineligibleReason?.reason).toBe('ineligible_state');
  });

  it('lets a patient whose sign-up is not finished go on, and a visitor', async () => {
    const client = new TestClient(t.app);
    await evaluate(client);
    expect((await client.post('/api/register', { email: 'unfinished@example.com', password: 'correct-horse' })).status).toBe(200);
    expect((await client.post('/api/visits', { flow: 'skin-signup' })).status).toBe(200);
    expect((await evaluate(client)).body.data.ineligibleReason).toBeNull();
    expect((await evaluate(new TestClient(t.app))).body.data.ineligibleReason).toBeNull();
  });
});

describe('the birthdate field message', () => {
  it("is the server's answer for a date of birth it refuses (000 §5)", async () => {
    const response = await evaluate(new TestClient(t.app), { birthdate: '02/30/1990' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ birthdate: [MESSAGES.eligibility.birthdateFieldInvalid] });
  });
});
