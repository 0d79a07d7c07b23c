import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { visits } from '../../db/schema/index';
import { saveRecommendedBox } from '../../test/kits/selection-test-kit';
import { payForSavedBox } from '../../test/kits/checkout-test-kit';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { countQueries } from '../../test/query-counter';

const t = suiteTestApp();

let nextEmail = 1;
/** A patient who passed eligibility (birthdate as mm/dd/yyyy) and registered. */
async function registeredPatient(birthdate = '04/12/1990', host?: string): Promise<TestClient> {
  const client = new TestClient(t.app, host);
  await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate, hasAcceptedTerms: true, treatmentCategories: [1] });
  const response = await client.post('/api/register', { email: `visitor${nextEmail++}@example.com`, password: 'correct-horse' });
  expect(response.status).toBe(200);
  return client;
}

const visitCount = async () => (await t.handle.db.select({ n: count() }).from(visits))[0]?.n ?? 0;

describe('visits', () => {
  it('opens a sign-up visit with the eligibility and resumes it instead of opening another', async () => {
    const client = await registeredPatient();
    const opened = await client.post('/api/visits', { flow: 'skin-signup' });
    expect(opened.status).toBe(200);
    const visit = opened.body.data;
    expect(visit).toMatchObject({ brand: 1, flow: 'skin-signup', treatmentCategory: 1, orders: [], photos: [], responses: [], isMinor: false });
    expect(visit.eligibility.state).toBe('CA');
    expect(visit.sessionBag).toEqual({ hasCreatedAccount: true, hasAddedPaymentMethod: false, hasAddedShippingAddress: false, hasActivatedTrial: false });
    expect(visit.progress.currentStep).toBe('legal-name');
    expect(visit.progress.resumePath).toBe('/get-started/skin/legal-name');
    expect(visit.progress.steps.find((s: { step: string }) => s.step === 'guardian').state).toBe('not-applicable');

    const again = await client.post('/api/visits', { flow: 'skin-signup' });
    expect(again.body.data.uuid).toBe(visit.uuid);
    const read = await client.get(`/api/visits/${visit.uuid}`);
    expect(read.body.data.uuid).toBe(visit.uuid);
    const list = await client.get('/api/visits');
    expect(list.body.data.map((v: { uuid: string }) => v.uuid)).toEqual([visit.uuid]);
  });

  it('answers the finished sign-up visit instead of starting a new one, but starts renewals afresh', async () => {
    const client = await registeredPatient();
    const first = (await client.post('/api/visits', { flow: 'resubscription' })).body.data;
    await client.post(`/api/visits/${first.uuid}/steps/schedule-consultation`);
    await client.post(`/api/visits/${first.uuid}/steps/complete`);
    const renewal = (await client.post('/api/visits', { flow: 'resubscription' })).body.data;
    expect(renewal.uuid).not.toBe(first.uuid);

    const signup = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    const [row] = await t.handle.db.select().from(visits).where(eq(visits.uuid, signup.uuid));
    await t.handle.db.update(visits).set({ completedAt: new Date() }).where(eq(visits.id, row!.id));
    const again = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    expect(again.uuid).toBe(signup.uuid);
  });

  it('lists the visits newest first with their parts, in the same statements for one visit or three', async () => {
    const client = await registeredPatient();
    const first = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    const one = await countQueries(() => client.get('/api/visits'));
    expect(one.result.body.data.map((v: { uuid: string }) => v.uuid)).toEqual([first.uuid]);

    const hair = (await client.post('/api/visits', { flow: 'hair-signup' })).body.data;
    const update = (await client.post('/api/visits', { flow: 'medical-history-update' })).body.data;
    const three = await countQueries(() => client.get('/api/visits'));
    expect(three.result.body.data.map((v: { uuid: string }) => v.uuid)).toEqual([update.uuid, hair.uuid, first.uuid]);
    expect(three.result.body.data[2]).toEqual((await client.get(`/api/visits/${first.uuid}`)).body.data);
    // The session with the account, the visits with their photos, answers and orders, the audit row.
    expect(three.queries).toHaveLength(one.queries.length);
    expect(three.queries.length).toBeLessThanOrEqual(3);
  });

  it('asks a minor for a guardian', async () => {
    const now = new Date();
    const fifteen = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/01/${now.getUTCFullYear() - 15}`;
    const client = await registeredPatient(fifteen);
    const visit = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    expect(visit.isMinor).toBe(true);
    expect(visit.progress.steps.find((s: { step: string }) => s.step === 'guardian').state).toBe('todo');
  });

  it('records skipped and finished steps once, and moves the resume point', async () => {
    const client = await registeredPatient();
    const { uuid } = (await client.post('/api/visits', { flow: 'resubscription' })).body.data;
    const skipped = await client.post(`/api/visits/${uuid}/steps/schedule-consultation`);
    expect(skipped.status).toBe(200);
    expect(skipped.body.data.progress.currentStep).toBe('product-selection');
    await client.post(`/api/visits/${uuid}/steps/schedule-consultation`);
    // The selection step is done by saving the box, never by recording it.
    expect((await client.post(`/api/visits/${uuid}/steps/product-selection`)).status).toBe(422);
    await saveRecommendedBox(client, 'resubscription');
    await payForSavedBox(t, client, uuid, 'subscription');
    const done = await client.post(`/api/visits/${uuid}/steps/complete`);
    expect(done.body.data.progress).toMatchObject({ currentStep: null, resumePath: '/patient-dashboard/manage-subscription/customize' });
    expect(done.body.data.completedAt).not.toBeNull();
    const [row] = await t.handle.db.select().from(visits);
    expect(row).toBeDefined();
  });

  it('refuses a step that is not part of the flow, and an unknown step', async () => {
    const client = await registeredPatient();
    const { uuid } = (await client.post('/api/visits', { flow: 'resubscription' })).body.data;
    const foreign = await client.post(`/api/visits/${uuid}/steps/legal-name`);
    expect(foreign.status).toBe(422);
    const unknown = await client.post(`/api/visits/${uuid}/steps/not-a-step`);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ step: ['The step field is invalid.'] });
  });

  it('merges the browser’s session-bag flags, derives the others, and refuses unknown keys and the derived ones', async () => {
    const client = await registeredPatient();
    const { uuid } = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data;
    const edited = await client.post(`/api/visits/${uuid}/edit-session-bag`, { sessionBag: { getDobOnLegalNamePage: true, hasViewedBundle: true } });
    expect(edited.body.data.sessionBag).toEqual({
      hasCreatedAccount: true,
      getDobOnLegalNamePage: true,
      hasViewedBundle: true,
      hasAddedPaymentMethod: false,
      hasAddedShippingAddress: false,
      hasActivatedTrial: false,
    });
    const addOns = await client.post(`/api/visits/${uuid}/edit-session-bag`, { sessionBag: { selectedAddOnProductItemIds: [5502] } });
    expect(addOns.body.data.sessionBag).toMatchObject({ hasViewedBundle: true, selectedAddOnProductItemIds: [5502] });
    for (const sessionBag of [{ isAdmin: true }, { hasActivatedTrial: true }, { hasAddedPaymentMethod: true }]) {
      const refused = await client.post(`/api/visits/${uuid}/edit-session-bag`, { sessionBag });
      expect(refused.status).toBe(422);
    }
    const bag = (await client.get(`/api/visits/${uuid}`)).body.data.sessionBag;
    expect(bag).not.toHaveProperty('isAdmin');
    expect(bag.hasActivatedTrial).toBe(false);
  });

  it("keeps another patient's visit out of reach: 404 on every route, nothing changed or leaked", async () => {
    const owner = await registeredPatient();
    const { uuid } = (await owner.post('/api/visits', { flow: 'skin-signup' })).body.data;
    const intruder = await registeredPatient();
    const attempts = [
      await intruder.get(`/api/visits/${uuid}`),
      await intruder.post(`/api/visits/${uuid}/edit-session-bag`, { sessionBag: { hasViewedBundle: true } }),
      await intruder.post(`/api/visits/${uuid}/steps/photo-id`),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: MESSAGES.form.notFound, code: 'NOT_FOUND' });
    }
    expect((await intruder.get('/api/visits')).body.data).toEqual([]);
    const untouched = (await owner.get(`/api/visits/${uuid}`)).body.data;
    expect(untouched.sessionBag).not.toHaveProperty('hasViewedBundle');
    expect(untouched.progress.steps.find((s: { step: string }) => s.step === 'photo-id').state).toBe('todo');
  });

  it('answers 401 to visitors and 404 to a malformed uuid', async () => {
    const before = await visitCount();
    const visitor = new TestClient(t.app);
    expect((await visitor.post('/api/visits', { flow: 'skin-signup' })).status).toBe(401);
    expect((await visitor.get('/api/visits')).status).toBe(401);
    expect(await visitCount()).toBe(before);
    const client = await registeredPatient();
    expect((await client.get('/api/visits/not-a-uuid')).status).toBe(404);
  });
});
