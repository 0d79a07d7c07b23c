import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrescriptionView } from '@app/domain/contracts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import type { TestClient } from '../../test/test-client';
import { addAvailability, patientWithVisit } from '../../test/kits/scheduling-test-kit';
import { recordPrescription } from './prescriptions.service';

// Issue 13 item 4 (ADR 112): what providers prescribed, as the patient reads it; recorded through
// the function issue 14's provider side will call.

let t: TestApp;
let providerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  providerId = (await addAvailability(t, { providerName: 'Dr. Ada Prescriber', from: '2027-06-01', to: '2027-06-01' })).providerId;
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;

async function patientIdOf(client: TestClient): Promise<number> {
  return (await client.get('/api/patient')).body.data.id as number;
}

async function prescriptionsOf(client: TestClient): Promise<PrescriptionView[]> {
  const response = await client.get('/api/patient/prescriptions');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as PrescriptionView[];
}

const customFormula = {
  status: 'active' as const,
  itemId: 1,
  itemName: 'Custom Formula',
  ingredients: [
    { name: 'Tretinoin', strength: '0.025%' },
    { name: 'Niacinamide', strength: '4%' },
  ],
};

describe('prescriptions', () => {
  it('are empty until a provider records one', async () => {
    const { client } = await patientWithVisit(t);
    expect(await prescriptionsOf(client)).toEqual([]);
  });

  it("lists what was prescribed and declined, newest first, with ingredients and the provider's name, to the patient only", async () => {
    const { client, uuid } = await patientWithVisit(t);
    const patientId = await patientIdOf(client);
    const earlier = new Date(Date.now() - 30 * DAY_MS);
    const later = new Date(Date.now() - DAY_MS);
    await recordPrescription(t.handle.db, { patientId, providerId, visitUuid: uuid, prescribedAt: earlier }, customFormula);
    await recordPrescription(
      t.handle.db,
      { patientId, providerId, visitUuid: uuid, prescribedAt: later },
      { status: 'declined', itemId: 17, itemName: 'Deep Cleanse', declineReason: '  Not with your current formula.  ' },
    );

    const listed = await prescriptionsOf(client);
    expect(listed).toEqual([
      {
        id: expect.any(Number),
        itemName: 'Deep Cleanse',
        ingredients: [],
        providerName: 'Dr. Ada Prescriber',
        status: 'declined',
        declineReason: 'Not with your current formula.',
        prescribedAt: later.toISOString(),
      },
      {
        id: expect.any(Number),
        itemName: 'Custom Formula',
        ingredients: customFormula.ingredients,
        providerName: 'Dr. Ada Prescriber',
        status: 'active',
        declineReason: null,
        prescribedAt: earlier.toISOString(),
      },
    ]);
    const other = await patientWithVisit(t);
    expect(await prescriptionsOf(other.client)).toEqual([]);
  });

  it('refuses a declined item without its reason, an active one without ingredients, an unknown provider and another patient’s visit', async () => {
    const { client, uuid } = await patientWithVisit(t);
    const patientId = await patientIdOf(client);
    const context = { patientId, providerId, prescribedAt: new Date() };
    await expect(
      recordPrescription(t.handle.db, context, { status: 'declined', itemId: 17, itemName: 'Deep Cleanse', declineReason: '   ' }),
    ).rejects.toMatchObject({ status: 422, fieldErrors: { declineReason: [expect.any(String)] } });
    await expect(recordPrescription(t.handle.db, context, { ...customFormula, ingredients: [] })).rejects.toMatchObject({ status: 422 });
    await expect(recordPrescription(t.handle.db, { ...context, providerId: 999_999 }, customFormula)).rejects.toMatchObject({ status: 404 });
    const other = await patientWithVisit(t);
    await expect(recordPrescription(t.handle.db, { ...context, visitUuid: other.uuid }, customFormula)).rejects.toMatchObject({ status: 404 });
    expect(await prescriptionsOf(client)).toEqual([]);
    // With the patient's own visit it is recorded.
    await recordPrescription(t.handle.db, { ...context, visitUuid: uuid }, customFormula);
    expect(await prescriptionsOf(client)).toHaveLength(1);
  });
});
