import { describe, expect, it } from 'vitest';
import type { PatientPhotoRequest } from '@app/domain/contracts';
import { suiteTestApp } from '../../test/suite-test-app';
import type { TestClient } from '../../test/test-client';
import { photoFile, postForm, smallPng } from '../../test/kits/photo-test-kit';
import { reviewablePatient, signedInProvider } from '../../test/kits/care-portal-test-kit';

// Issue 14 item 2 (ADR 120): a provider's request for more photos reaches the patient's
// dashboard, and a photo of the visit sent after it answers it.

const t = suiteTestApp();

async function openRequests(client: TestClient): Promise<PatientPhotoRequest[]> {
  const response = await client.get('/api/patient/photo-requests');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as PatientPhotoRequest[];
}

const queueEntry = async (provider: TestClient, uuid: string) =>
  ((await provider.get('/api/care/queue')).body.data.visits.items as { visitUuid: string; isAwaitingPhotos: boolean }[]).find((visit) => visit.visitUuid === uuid);

describe("the patient's photo requests", () => {
  it('lists the open request with the visit, the provider, their note and when, until a photo of the visit is sent', async () => {
    const { patient } = await reviewablePatient(t);
    const { client: provider } = await signedInProvider(t, ['CA']);
    expect(await openRequests(patient.client)).toEqual([]);

    const note = 'A closer photo of the spot on your left cheek, in daylight please.';
    expect((await provider.post(`/api/care/visits/${patient.uuid}/photo-request`, { note })).status).toBe(200);
    const [request, ...others] = await openRequests(patient.client);
    expect(others).toEqual([]);
    expect(request).toEqual({ id: expect.any(Number), visitUuid: patient.uuid, providerName: expect.stringMatching(/^Dr\. Test /), note, requestedAt: expect.any(String) });
    expect(Date.now() - Date.parse(request!.requestedAt)).toBeLessThan(60_000);

    // The photos step's own upload route answers it: a close-up of the visit.
    const upload = await postForm(t.app, patient.client, `/api/visits/${patient.uuid}/photos`, [{ name: 'perspective', value: 'skin_close_up' }, photoFile(await smallPng())]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    expect(await openRequests(patient.client)).toEqual([]);
    expect((await queueEntry(provider, patient.uuid))?.isAwaitingPhotos).toBe(false);
  });

  it("shows a patient none of another patient's requests", async () => {
    const asked = await reviewablePatient(t);
    const other = await reviewablePatient(t);
    const { client: provider } = await signedInProvider(t, ['CA']);
    expect((await provider.post(`/api/care/visits/${asked.patient.uuid}/photo-request`, { note: 'Your forehead, please.' })).status).toBe(200);
    expect(await openRequests(other.patient.client)).toEqual([]);
    expect((await openRequests(asked.patient.client)).map((request) => request.visitUuid)).toEqual([asked.patient.uuid]);
  });

  it('closes the request when the provider decides the visit without the photos', async () => {
    const { patient } = await reviewablePatient(t);
    const { client: provider } = await signedInProvider(t, ['CA']);
    expect((await provider.post(`/api/care/visits/${patient.uuid}/photo-request`, { note: 'Your chin, please.' })).status).toBe(200);
    const decided = await provider.post(`/api/care/visits/${patient.uuid}/decision`, { decline: [{ itemId: 16, reason: 'Not suitable for your skin right now.' }] });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await openRequests(patient.client)).toEqual([]);
  });
});
