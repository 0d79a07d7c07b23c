import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSelections, visits } from '../../db/schema/index';
import { seedDemoPromotions } from '../../seed/demo-promotions';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { itemOf, putItems, selectionData, sellingPatient, type SellingPatient } from '../../test/kits/selection-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoPromotions(t.handle.db);
});
afterAll(() => t.close());

async function savedRow(patient: SellingPatient) {
  const [visit] = await t.handle.db.select().from(visits).where(eq(visits.uuid, patient.uuid));
  const [row] = await t.handle.db.select().from(productSelections).where(eq(productSelections.visitId, visit!.id));
  return { visit: visit!, row };
}

const viewedAt = (patient: SellingPatient) =>
  patient.client.request('PUT', `/api/patient/product-selection-and-checkout/set-patient-viewed-at/${patient.flow}`, {
    brand: patient.brand,
    treatmentCategory: patient.category,
  });

const purchaseContext = (patient: SellingPatient, value: string) =>
  patient.client.request('PUT', '/api/checkout/update-purchase-context', { brand: patient.brand, treatmentCategory: patient.category, purchaseContext: value });

describe('saving the box ("Check out now")', () => {
  it('saves the item ids, finishes the selection step and answers the server’s totals', async () => {
    const patient = await sellingPatient(t);
    const data = await selectionData(patient);
    const box = [itemOf(data, 'custom-formula'), itemOf(data, 'lip-balm')];
    const response = await putItems(patient, box);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.selectedItemIds).toEqual(box);
    expect(response.body.data.totals).toEqual((await selectionData(patient, box)).totals);
    const { visit, row } = await savedRow(patient);
    expect(row).toMatchObject({ selectedItemIds: box, deferredItemIds: [] });
    expect(visit.facts.selectionConfirmed).toBe(true);
    // The saved box is where the page starts next time.
    expect((await selectionData(patient)).initialSelectedItemIds).toEqual(box);
    const view = await patient.client.get(`/api/visits/${patient.uuid}`);
    expect(view.body.data.progress.steps).toContainEqual({ step: 'product-selection', state: 'done' });
  });

  it('refuses a box without an Rx product, unknown or foreign items, 11 lines, prices in the payload: nothing stored', async () => {
    const patient = await sellingPatient(t);
    const data = await selectionData(patient);
    const otc = data.otcCards.map((card) => card.selectableOptions?.[0]?.fullSizeItemId ?? card.fullSizeItemId!);
    const rx = itemOf(data, 'custom-formula');
    const cases: [Promise<{ status: number; body: { message?: string } }>, string | undefined][] = [
      [putItems(patient, otc.slice(0, 2)), 'Select at least 1 rx product to continue'],
      [putItems(patient, [rx, 999_999]), 'Item 999999 is not offered here.'],
      [putItems(patient, [rx, 4102]), 'Item 4102 is not offered here.'],
      [putItems(patient, [rx, ...otc.slice(0, 10)]), 'A box can hold at most 10 products.'],
      [putItems(patient, [rx], { deferred_products: [rx] }), `Item ${rx} cannot be both in this box and put off to a later one.`],
      [putItems(patient, [rx], { total: 0 }), undefined],
      [putItems(patient, [rx], { items: [{ item_id: rx, quantity: 1, price: 0 }] }), undefined],
      [putItems(patient, [rx], { brand: 2 }), 'This request is for another brand.'],
      [putItems(patient, [rx], { treatment_category: 7 }), 'These products are for another treatment.'],
    ];
    for (const [pending, message] of cases) {
      const response = await pending;
      expect(response.status, message).toBe(422);
      if (message) {
        expect(response.body.message).toBe(message);
      }
    }
    const { visit, row } = await savedRow(patient);
    expect(row).toBeUndefined();
    expect(visit.facts.selectionConfirmed).toBeUndefined();
  });

  it('keeps the one-time cart fixed to its Rx product', async () => {
    const patient = await sellingPatient(t, { flow: 'one-time-rx-skin' });
    const data = await selectionData(patient);
    const other = data.rxCards[0]!.key === 'custom-formula' ? 1602 : 102;
    const changed = await putItems(patient, [other]);
    expect(changed.status).toBe(422);
    expect(changed.body).toMatchObject({ message: 'The selection of a one-time purchase cannot be changed.' });
    expect((await putItems(patient, data.initialSelectedItemIds)).status).toBe(200);
  });

  it('saves one box whatever the number of simultaneous saves', async () => {
    const patient = await sellingPatient(t);
    const data = await selectionData(patient);
    const answers = await Promise.all(Array.from({ length: 6 }, () => putItems(patient, data.initialSelectedItemIds)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    const rows = await t.handle.db.select().from(productSelections).where(eq(productSelections.patientId, (await savedRow(patient)).visit.patientId));
    expect(rows).toHaveLength(1);
  });

  it("never touches another patient's box", async () => {
    const owner = await sellingPatient(t);
    const other = await sellingPatient(t);
    const ownerData = await selectionData(owner);
    expect((await putItems(owner, ownerData.initialSelectedItemIds)).status).toBe(200);
    const otherData = await selectionData(other);
    expect((await putItems(other, [itemOf(otherData, 'custom-formula')])).status).toBe(200);
    expect((await savedRow(owner)).row?.selectedItemIds).toEqual(ownerData.initialSelectedItemIds);
    expect((await selectionData(other)).initialSelectedItemIds).toEqual([itemOf(otherData, 'custom-formula')]);
  });
});

describe('the first view of the page', () => {
  it('is kept once: a retry or a later view answers the first time', async () => {
    const patient = await sellingPatient(t);
    expect((await selectionData(patient)).hasViewedProductSelectionPage).toBe(false);
    const first = await viewedAt(patient);
    expect(first.status).toBe(200);
    const again = await viewedAt(patient);
    expect(again.body.data.viewedAt).toBe(first.body.data.viewedAt);
    expect((await selectionData(patient)).hasViewedProductSelectionPage).toBe(true);
  });

  it('is refused for a flow the patient has not started or that sells nothing', async () => {
    const patient = await sellingPatient(t);
    expect((await viewedAt({ ...patient, flow: 'new-treatment-skin' })).status).toBe(404);
    expect((await viewedAt({ ...patient, flow: 'medical-history-update' })).status).toBe(404);
  });
});

describe('the purchase context', () => {
  it('lets a trial be bought as a subscription (full sizes, no trial offer) and refuses a one-time purchase', async () => {
    const patient = await sellingPatient(t);
    const response = await purchaseContext(patient, 'subscription');
    expect(response.status).toBe(200);
    const data = await selectionData(patient);
    expect(data.initialPurchaseContext).toBe('subscription');
    const refused = await purchaseContext(patient, 'onetime');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ message: 'This treatment cannot be bought as "onetime".' });
  });
});

describe('promotions on the box', () => {
  const claim = (patient: SellingPatient, code: string) =>
    patient.client.post('/api/patient/promotion-claims', { code, brand: patient.brand, treatmentCategory: patient.category });

  it('prices the box with the open claim: a promotion row on skin', async () => {
    const patient = await sellingPatient(t);
    const before = await selectionData(patient);
    expect((await claim(patient, 'WELCOME10')).status).toBe(200);
    const after = await selectionData(patient);
    expect(after.initialPromotionClaim).toEqual({ code: 'WELCOME10', amount: 1000, promotionCodeId: expect.any(Number), kind: 'amount', appliesToLines: 'box' });
    // The $10 is capped by what the trial box costs, so the total never goes below zero.
    expect(after.totals.discount).toBe(Math.min(1000, before.totals.subtotal));
    expect(after.totals.total).toBe(before.totals.total - after.totals.discount);
  });

  it('FREETRIAL makes the Rx line show zero', async () => {
    const patient = await sellingPatient(t);
    expect((await purchaseContext(patient, 'subscription')).status).toBe(200);
    const before = await selectionData(patient, [102]);
    expect((await claim(patient, 'FREETRIAL')).status).toBe(200);
    const after = await selectionData(patient, [102]);
    expect(before.totals.subtotal - after.totals.subtotal).toBe(before.prices.fullSizeItemPrices['102']!.finalAmount);
  });

  it('hair: the claim comes off the hair formula line', async () => {
    const patient = await sellingPatient(t, { flow: 'hair-signup' });
    const before = await selectionData(patient);
    expect((await claim(patient, 'HAIR15')).status).toBe(200);
    const after = await selectionData(patient);
    expect(after.totals.discount).toBe(0);
    expect(after.totals.total).toBe(before.totals.total - 1500);
  });

  it('holds one open claim at a time, and says so', async () => {
    const patient = await sellingPatient(t);
    expect((await claim(patient, 'WELCOME10')).status).toBe(200);
    const second = await claim(patient, 'SKIN5');
    expect(second.status).toBe(422);
    expect(second.body).toMatchObject({ message: 'Only one promotion code can be used at a time. Remove the one applied first.' });
    const concurrent = await sellingPatient(t);
    const answers = await Promise.all([claim(concurrent, 'WELCOME10'), claim(concurrent, 'SKIN5')]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });
});

describe('the hair what-changes list', () => {
  it('names what the hair answers say changes', async () => {
    const patient = await sellingPatient(t, { flow: 'hair-signup', answers: { hair_loss_location: 'hairline', hair_goal: 'keep_current_hair' } });
    const response = await patient.client.get('/api/data-gateway/surveys/hair-data/get/whatChanges');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { whatChanges: [{ formattedName: 'Receding hairline' }, { formattedName: 'Preventing hair loss' }] } });
  });
});
