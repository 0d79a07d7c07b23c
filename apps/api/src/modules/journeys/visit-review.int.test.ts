import { describe, expect, it } from 'vitest';
import type { Visit } from '@app/domain/contracts';
import { suiteTestApp } from '../../test/suite-test-app';
import { countQueries } from '../../test/query-counter';
import { reviewablePatient, signedInProvider } from '../../test/kits/care-portal-test-kit';
import { photoFile, postForm, smallPng } from '../../test/kits/photo-test-kit';
import type { TestClient } from '../../test/test-client';

// Issue 29 item 1 (ADR 136): the dashboard's list of visits says what became of each sent visit:
// waiting, photos asked for, prescribed or declined, and the box's parcel; in one statement.

const FUTURE_PROOF = 16;
const DEEP_CLEANSE = 17;
const DEEP_CLEANSE_FULL_SIZE_ITEM = 1702;
const prescribeFormula = { itemId: FUTURE_PROOF, ingredients: [{ name: 'Tretinoin', strength: '0.025%' }, { name: 'Niacinamide', strength: '4%' }] };

const t = suiteTestApp();

const listedVisit = async (client: TestClient, uuid: string): Promise<Visit> => {
  const response = await client.get('/api/visits');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data as Visit[]).find((visit) => visit.uuid === uuid)!;
};

describe('GET /api/visits: what became of each sent visit', () => {
  it('waits for the provider, with the box being prepared', async () => {
    const { patient } = await reviewablePatient(t);
    const visit = await listedVisit(patient.client, patient.uuid);
    expect(visit.review).toEqual({ decidedAt: null, prescriptions: [], photoRequest: null, shipment: { status: 'pending', trackingNumber: null, shippedAt: null, deliveredAt: null } });
  });

  it('shows the provider’s request for photos until a photo of the visit answers it', async () => {
    const { patient } = await reviewablePatient(t);
    const { client } = await signedInProvider(t, ['CA']);
    expect((await client.post(`/api/care/visits/${patient.uuid}/photo-request`, { note: 'A closer photo of your chin, please.' })).status).toBe(200);
    const visit = await listedVisit(patient.client, patient.uuid);
    expect(visit.review).toMatchObject({ decidedAt: null, photoRequest: { note: 'A closer photo of your chin, please.', requestedAt: expect.stringMatching(/Z$/) } });
    const upload = await postForm(t.app, patient.client, `/api/visits/${patient.uuid}/photos`, [{ name: 'perspective', value: 'face_left' }, photoFile(await smallPng())]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect((await listedVisit(patient.client, patient.uuid)).review!.photoRequest).toBeNull();
  });

  it('lists what the provider prescribed and declined, with their name and the reason, once decided', async () => {
    const { patient } = await reviewablePatient(t, { extraItemIds: [DEEP_CLEANSE_FULL_SIZE_ITEM] });
    const { client } = await signedInProvider(t, ['CA']);
    const decided = await client.post(`/api/care/visits/${patient.uuid}/decision`, {
      prescribe: [prescribeFormula],
      decline: [{ itemId: DEEP_CLEANSE, reason: 'Start with the formula alone for the first weeks.' }],
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const visit = await listedVisit(patient.client, patient.uuid);
    const providerName = decided.body.data.decision.providerName as string;
    expect(visit.review!.decidedAt).toBe(decided.body.data.decision.decidedAt);
    expect(visit.review!.prescriptions).toEqual([
      expect.objectContaining({ itemName: 'Future-Proof Formula', status: 'active', providerName, ingredients: prescribeFormula.ingredients, declineReason: null }),
      expect.objectContaining({ itemName: 'Deep Cleanse', status: 'declined', providerName, declineReason: 'Start with the formula alone for the first weeks.' }),
    ]);
    // The same rows the prescriptions page lists.
    const page = (await patient.client.get('/api/patient/prescriptions')).body.data;
    expect([...visit.review!.prescriptions].sort((a, b) => b.id - a.id)).toEqual(page);
  });

  it('leaves an unsent visit without a review', async () => {
    const { patient } = await reviewablePatient(t);
    const opened = await patient.client.post('/api/visits', { flow: 'new-treatment-hair' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect((await listedVisit(patient.client, (opened.body.data as Visit).uuid)).review).toBeUndefined();
  });

  it('is read in the same statements whatever the number of visits and of their prescriptions', async () => {
    const { patient } = await reviewablePatient(t, { extraItemIds: [DEEP_CLEANSE_FULL_SIZE_ITEM] });
    const before = await countQueries(() => patient.client.get('/api/visits'));
    const { client } = await signedInProvider(t, ['CA']);
    await client.post(`/api/care/visits/${patient.uuid}/decision`, { prescribe: [prescribeFormula], decline: [{ itemId: DEEP_CLEANSE, reason: 'Not yet.' }] });
    expect((await patient.client.post('/api/visits', { flow: 'new-treatment-hair' })).status).toBe(200);
    const after = await countQueries(() => patient.client.get('/api/visits'));
    expect(after.result.body.data.length).toBeGreaterThan(before.result.body.data.length);
    expect(after.queries.length).toBe(before.queries.length);
  });
});
