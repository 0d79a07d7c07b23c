import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpsellView } from '@app/domain/contracts';
import { subscriptionItems, subscriptions, upsellDecisions, visits } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activate, cardToken, giveAddress, registerCard } from '../../test/kits/checkout-test-kit';
import { AGENCY_HOST, putItems, selectionData, sellingPatient, type SellingPatient } from '../../test/kits/selection-test-kit';

// Issue 12 items 1-3 (ADR 108): the offers made between the routine and the checkout, their
// answers stored once, priced into the box the checkout charges, and taken back from the dashboard.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const MILD_ACNE = { skin_type: 'oily', skin_concerns: ['acne'], acne_severity: 'mild' };

/** A patient with mild acne whose recommended box is saved: both offers are made on the main brand. */
async function patientAtOffers(options: { host?: string; answers?: Record<string, string | string[]> } = {}): Promise<SellingPatient> {
  const patient = await sellingPatient(t, { answers: options.answers ?? MILD_ACNE, ...(options.host ? { host: options.host } : {}) });
  const data = await selectionData(patient);
  expect((await putItems(patient, data.initialSelectedItemIds)).status).toBe(200);
  return patient;
}

const offers = async (patient: SellingPatient) => {
  const response = await patient.client.get(`/api/visits/${patient.uuid}/upsells`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.upsells as UpsellView[];
};
const decide = (patient: SellingPatient, offer: string, decision: string) => patient.client.post(`/api/visits/${patient.uuid}/upsells`, { offer, decision });
/** The states of the visit's offer steps, as its progress shows them. */
async function offerSteps(patient: SellingPatient): Promise<Record<string, string>> {
  const steps = (await patient.client.get(`/api/visits/${patient.uuid}`)).body.data.progress.steps as { step: string; state: string }[];
  return Object.fromEntries(steps.filter((entry) => entry.step.endsWith('-upsell')).map((entry) => [entry.step, entry.state]));
}

async function pay(patient: SellingPatient) {
  await giveAddress(t, patient);
  expect((await registerCard(patient.client, await cardToken(patient.client))).status).toBe(200);
  const paid = await activate(patient, 'trial');
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}

describe('the offers made to a saved box', () => {
  it('offers Body Cleanse, then the mild-acne Deep Cleanse, with their prices, and shows their steps in order', async () => {
    const patient = await patientAtOffers();
    const made = await offers(patient);
    expect(made.map((entry) => entry.details.title)).toEqual(['Body Cleanse', 'Deep Cleanse']);
    expect(made.map(({ details: _details, ...entry }) => entry)).toEqual([
      { offer: 'body-cleanse', code: 'BODY_CLEANSE_UPSELL', productName: 'Body Cleanse', todayCents: 1400, listCents: 2995, laterCents: 1955, everyDays: 60, decision: null },
      { offer: 'deep-cleanse', code: 'MILD_ACNE_MULTI_RX_UPSELL', productName: 'Deep Cleanse', todayCents: 0, listCents: 0, laterCents: 2000, everyDays: 60, decision: null },
    ]);
    expect(await offerSteps(patient)).toEqual({ 'body-cleanse-upsell': 'todo', 'special-offer-upsell': 'todo' });
    expect((await decide(patient, 'body-cleanse', 'declined')).body.data).toEqual({ offer: 'body-cleanse', decision: 'declined', notice: null });
    expect(await offerSteps(patient)).toEqual({ 'body-cleanse-upsell': 'done', 'special-offer-upsell': 'todo' });
    expect((await decide(patient, 'deep-cleanse', 'accepted')).body.data).toEqual({ offer: 'deep-cleanse', decision: 'accepted', notice: 'Deep Cleanse was added to your box.' });
    expect(await offerSteps(patient)).toEqual({ 'body-cleanse-upsell': 'done', 'special-offer-upsell': 'done' });
  });

  it('makes no Deep Cleanse offer under another trial version (agency), and no offer at all to a box without a trial', async () => {
    const agency = await patientAtOffers({ host: AGENCY_HOST });
    expect((await offers(agency)).map((entry) => [entry.offer, entry.laterCents, entry.everyDays])).toEqual([['body-cleanse', 978, 30]]);
    const subscriber = await patientAtOffers();
    expect((await subscriber.client.request('PUT', '/api/checkout/update-purchase-context', { brand: 1, treatmentCategory: 1, purchaseContext: 'subscription' })).status).toBe(200);
    expect(await offers(subscriber)).toEqual([]);
    expect(await offerSteps(subscriber)).toEqual({ 'body-cleanse-upsell': 'not-applicable', 'special-offer-upsell': 'not-applicable' });
  });

  it('prices an accepted Body Cleanse into the box: $14 today, $19.55 more in every later box, on the invoice and the subscription', async () => {
    const patient = await patientAtOffers();
    const before = await selectionData(patient);
    expect((await decide(patient, 'body-cleanse', 'accepted')).body.data.notice).toBe('Body Cleanse was added to your box.');
    expect((await decide(patient, 'deep-cleanse', 'declined')).status).toBe(200);
    const after = await selectionData(patient);
    expect(after.totals.total - before.totals.total).toBe(1400);
    expect(after.upsells.map((line) => line.offer)).toEqual(['body-cleanse']);
    await pay(patient);
    const [order] = (await patient.client.get('/api/patient/orders')).body.data;
    expect(order.lines.map((line: { name: string; finalCents: number }) => [line.name, line.finalCents])).toContainEqual(['Body Cleanse', 1400]);
    expect(order.invoice.totalCents).toBe(after.totals.totalWithTax);
    const [subscription] = (await patient.client.get('/api/patient/subscriptions')).body.data;
    expect(subscription.items).toContainEqual(expect.objectContaining({ itemId: 3102, priceCents: 1955 }));
  });
});

describe('answers stored once', () => {
  it('keeps the first answer: a repeat or a change of mind changes nothing', async () => {
    const patient = await patientAtOffers();
    expect((await decide(patient, 'body-cleanse', 'declined')).status).toBe(200);
    const again = await decide(patient, 'body-cleanse', 'accepted');
    expect(again.body.data).toMatchObject({ decision: 'declined', notice: null });
    expect((await selectionData(patient)).upsells).toEqual([]);
  });

  it('gives 20 concurrent answers one stored row and one step done', async () => {
    const patient = await patientAtOffers();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => decide(patient, 'body-cleanse', index % 2 === 0 ? 'accepted' : 'declined')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data.decision)).size).toBe(1);
    const [visit] = await t.handle.db.select().from(visits).where(eq(visits.uuid, patient.uuid));
    expect(await t.handle.db.select().from(upsellDecisions).where(eq(upsellDecisions.visitId, visit!.id))).toHaveLength(1);
    expect(visit!.facts.decidedUpsells).toEqual(['body-cleanse']);
  });
});

describe('bad input', () => {
  it('refuses an unknown offer, an offer not made to this box and an answer after paying, storing nothing', async () => {
    const patient = await patientAtOffers({ answers: { skin_type: 'oily', skin_concerns: ['wrinkles'] } });
    expect((await decide(patient, 'face-lift', 'accepted')).status).toBe(422);
    const notMade = await decide(patient, 'deep-cleanse', 'accepted');
    expect(notMade.status).toBe(422);
    expect(notMade.body.message).toBe('This offer is not available for your box.');
    await pay(patient);
    const late = await decide(patient, 'body-cleanse', 'accepted');
    expect(late.status).toBe(422);
    expect(late.body.message).toBe('Your box is already paid for, so this offer has ended.');
    const [visit] = await t.handle.db.select().from(visits).where(eq(visits.uuid, patient.uuid));
    expect(await t.handle.db.select().from(upsellDecisions).where(eq(upsellDecisions.visitId, visit!.id))).toEqual([]);
  });

  it('refuses an offer for another brand’s box and another patient’s visit', async () => {
    const agency = await patientAtOffers({ host: AGENCY_HOST });
    const refused = await decide(agency, 'deep-cleanse', 'accepted');
    expect(refused.status).toBe(422);
    const owner = await patientAtOffers();
    const other = await patientAtOffers();
    expect((await other.client.post(`/api/visits/${owner.uuid}/upsells`, { offer: 'body-cleanse', decision: 'accepted' })).status).toBe(404);
    expect((await other.client.get(`/api/visits/${owner.uuid}/upsells`)).status).toBe(404);
    expect((await offers(owner))[0]!.decision).toBeNull();
  });
});

describe('taking an offer back from the dashboard', () => {
  it('lists the offer on the subscription and removes it from the later boxes until the next box bills', async () => {
    const patient = await patientAtOffers();
    expect((await decide(patient, 'body-cleanse', 'accepted')).status).toBe(200);
    expect((await decide(patient, 'deep-cleanse', 'accepted')).status).toBe(200);
    await pay(patient);
    const listed = (await patient.client.get('/api/patient/upsells')).body.data;
    expect(listed.map((entry: { offer: string; laterCents: number; isRemovable: boolean }) => [entry.offer, entry.laterCents, entry.isRemovable])).toEqual([
      ['body-cleanse', 1955, true],
      ['deep-cleanse', 2000, true],
    ]);
    const undone = await patient.client.request('DELETE', `/api/visits/${patient.uuid}/upsells/body-cleanse`);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    const [subscription] = (await patient.client.get('/api/patient/subscriptions')).body.data;
    expect(subscription.items.map((item: { itemId: number }) => item.itemId)).not.toContain(3102);
    expect((await patient.client.get('/api/patient/upsells')).body.data.map((entry: { offer: string }) => entry.offer)).toEqual(['deep-cleanse']);
    const twice = await patient.client.request('DELETE', `/api/visits/${patient.uuid}/upsells/body-cleanse`);
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe('This offer is not on your box.');
  });

  it('refuses once the next box has billed, changing nothing', async () => {
    const patient = await patientAtOffers();
    expect((await decide(patient, 'body-cleanse', 'accepted')).status).toBe(200);
    await pay(patient);
    const [visit] = await t.handle.db.select().from(visits).where(eq(visits.uuid, patient.uuid));
    await t.handle.db.update(subscriptions).set({ nextBillAt: new Date(Date.now() - 1000) }).where(eq(subscriptions.visitId, visit!.id));
    const refused = await patient.client.request('DELETE', `/api/visits/${patient.uuid}/upsells/body-cleanse`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This box has already billed, so the offer can no longer be removed.');
    const [subscription] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.visitId, visit!.id));
    expect((await t.handle.db.select().from(subscriptionItems).where(eq(subscriptionItems.subscriptionId, subscription!.id))).map((item) => item.itemId)).toContain(3102);
  });
});
