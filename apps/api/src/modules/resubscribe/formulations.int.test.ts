import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activate, patientAtCheckout } from '../../test/kits/checkout-test-kit';
import { sellingPatient } from '../../test/kits/selection-test-kit';
import { formulas } from '../../db/schema/index';

// Issue 12 item 5 (ADR 111): what a resubscription shows of the patient's past treatment.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const patientIdOf = async (client: Awaited<ReturnType<typeof sellingPatient>>['client']) => (await client.get('/api/patient')).body.data.id as number;

describe('GET /api/patient/resubscribe/data/formulation', () => {
  it('answers the first name and the newest prescription as the Custom Formula, each ingredient with its condition', async () => {
    const patient = await sellingPatient(t);
    const patientId = await patientIdOf(patient.client);
    await t.handle.db.insert(formulas).values([
      { patientId, name: 'Old', ingredients: [{ name: 'Adapalene', strength: '0.1%' }], conditions: [], prescribedAt: new Date('2026-01-01') },
      {
        patientId,
        name: 'New',
        ingredients: [
          { name: 'Tretinoin', strength: '0.025%' },
          { name: 'Clindamycin', strength: '1%' },
          { name: 'Oat milk', strength: 'a splash' },
        ],
        conditions: [],
        prescribedAt: new Date('2026-06-01'),
      },
    ]);
    const response = await patient.client.get('/api/patient/resubscribe/data/formulation');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      patient: { firstname: 'Robin' },
      formulations: [
        {
          productId: 1,
          productName: 'Custom Formula',
          productDisplayOrder: 1,
          ingredients: [
            { name: 'Tretinoin', percentage: 0.025, condition: 'Wrinkles' },
            { name: 'Clindamycin', percentage: 1, condition: 'Acne' },
            { name: 'Oat milk', percentage: null, condition: null },
          ],
        },
      ],
    });
  });

  it("adds the other Rx products of the newest skin subscription, in the products' display order", async () => {
    const patient = await patientAtCheckout(t);
    const data = (await patient.client.get('/api/patient/product-selection-and-checkout/get-updated-product-selection-data/skin-signup?brand=1&treatmentCategory=1')).body.data;
    const deepCleanse = data.cards.find((card: { key: string }) => card.key === 'deep-cleanse').fullSizeItemId as number;
    const saved = await patient.client.request('PUT', '/app/patient/payment/subscription-items', {
      brand: 1,
      treatment_category: 1,
      items: [...data.initialSelectedItemIds, deepCleanse].map((item_id: number) => ({ item_id, quantity: 1 })),
      deferred_products: [],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await activate(patient, 'trial')).status).toBe(200);
    const { formulations } = (await patient.client.get('/api/patient/resubscribe/data/formulation')).body.data;
    const deep = formulations.find((formulation: { productId: number }) => formulation.productId === 17);
    expect(deep).toMatchObject({ productName: 'Deep Cleanse', ingredients: expect.arrayContaining([{ name: 'Sulfacetamide', percentage: 10, condition: 'Acne' }]) });
    const orders = formulations.map((formulation: { productDisplayOrder: number }) => formulation.productDisplayOrder);
    expect(orders).toEqual(orders.map((_: number, index: number) => index + 1));
  });

  it('answers no formulations for a patient who has none', async () => {
    const patient = await sellingPatient(t);
    expect((await patient.client.get('/api/patient/resubscribe/data/formulation')).body.data.formulations).toEqual([]);
  });
});

describe('GET /api/patient/resubscribe/previous-responses', () => {
  it("answers the newest completed skin survey's answers, and nothing before one", async () => {
    const fresh = await sellingPatient(t, { answersSurvey: false });
    expect((await fresh.client.get('/api/patient/resubscribe/previous-responses')).body).toEqual({ data: [] });
    const patient = await sellingPatient(t);
    const response = await patient.client.get('/api/patient/resubscribe/previous-responses');
    expect(response.status).toBe(200);
    const entries = response.body.data as { question: string; answer: unknown; answeredAt: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => typeof entry.question === 'string' && typeof entry.answeredAt === 'string')).toBe(true);
    const survey = (await patient.client.get(`/api/visits/${patient.uuid}/survey`)).body.data.responses as { question: string }[];
    expect(entries.map((entry) => entry.question)).toEqual(survey.map((entry) => entry.question));
  });
});
