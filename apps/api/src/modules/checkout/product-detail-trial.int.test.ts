import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BundleConfig } from '@app/domain/contracts';
import { bundleItemIds, bundleTodayCents } from '@app/domain/selection';
import { MESSAGES } from '@app/domain/messages';
import { checkoutAttempts, sandboxCharges, visits } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TestClient } from '../../test/test-client';
import { AGENCY_HOST, MAIN_HOST, putItems, sellingPatient, type SellingPatient } from '../../test/kits/selection-test-kit';
import { activate, cardToken, giveAddress, registerCard } from '../../test/kits/checkout-test-kit';

// The product-detail page's free trial (001 §2.6, §4; ADR 107): the public bundle, its box saved
// after the account, the payment method, then the shipping address and the trial's activation;
// or an express wallet that does all three at once. The session bag follows the patient's data.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FLOW = 'product-detail-trial';

async function bundleOf(host: string): Promise<BundleConfig> {
  const response = await new TestClient(t.app, host).get('/api/product-detail/bundle');
  expect(response.status).toBe(200);
  return response.body.data as BundleConfig;
}

async function visitView(patient: SellingPatient) {
  const response = await patient.client.get(`/api/visits/${patient.uuid}`);
  expect(response.status).toBe(200);
  return response.body.data as { progress: { currentStep: string }; sessionBag: Record<string, unknown>; orders: { id: number }[] };
}

async function chargesOf(patient: SellingPatient) {
  const [visit] = await t.handle.db.select().from(visits).where(eq(visits.uuid, patient.uuid));
  return t.handle.db
    .select({ amountCents: sandboxCharges.amountCents })
    .from(sandboxCharges)
    .innerJoin(checkoutAttempts, eq(checkoutAttempts.idempotencyKey, sandboxCharges.idempotencyKey))
    .where(eq(checkoutAttempts.visitId, visit!.id));
}

describe('the bundle', () => {
  it('is public, per brand: the fixed set with the Rx formula free, add-ons priced, shipping and handling due today', async () => {
    // The agency shows the estimated tax instead of its handling fee on trials (noTaxOnTrials).
    for (const [host, handling] of [
      [MAIN_HOST, 495],
      [AGENCY_HOST, 0],
    ] as const) {
      const bundle = await bundleOf(host);
      // The page sells the free 30-day trial, whatever offer the brand's selection page makes.
      expect(bundle.offerId).toBe('thirty-day-trial');
      expect(bundle.shippingPrice).toBe(handling);
      expect(bundle.setProducts.products.find((product) => product.isRx)).toMatchObject({ price: { final: 0 } });
      expect(bundle.addOnProducts.length).toBeGreaterThan(0);
      for (const addOn of bundle.addOnProducts) {
        expect(addOn.itemIds.some((itemId) => bundle.setProducts.itemIds.includes(itemId))).toBe(false);
        expect(addOn.price.final).toBeGreaterThan(0);
      }
    }
  });
});

describe('the product-detail checkout', () => {
  it('bundle, payment method, then shipping with the trial: each page done by its data, the charge the bundle’s figure', async () => {
    const bundle = await bundleOf(MAIN_HOST);
    const patient = await sellingPatient(t, { flow: FLOW, answersSurvey: false });
    expect((await visitView(patient)).progress.currentStep).toBe('bundle');

    const addOn = bundle.addOnProducts[0]!.itemIds[0]!;
    expect((await patient.client.post(`/api/visits/${patient.uuid}/edit-session-bag`, { sessionBag: { hasViewedBundle: true, selectedAddOnProductItemIds: [addOn] } })).status).toBe(200);
    const saved = await putItems(patient, bundleItemIds(bundle, [addOn]));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await visitView(patient)).progress.currentStep).toBe('payment-method');

    expect((await registerCard(patient.client, await cardToken(patient.client))).status).toBe(200);
    let view = await visitView(patient);
    expect(view.progress.currentStep).toBe('shipping-address');
    expect(view.sessionBag).toMatchObject({ hasViewedBundle: true, selectedAddOnProductItemIds: [addOn], hasAddedPaymentMethod: true, hasActivatedTrial: false });

    // Oregon has no sales tax, so what is charged is the bundle page's figure to the cent.
    await giveAddress(t, patient, { state: 'OR', city: 'Portland', zipcode: '97201' });
    const activated = await activate(patient, 'trial');
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    expect(await chargesOf(patient)).toEqual([{ amountCents: bundleTodayCents(bundle, [addOn]) }]);
    view = await visitView(patient);
    expect(view.progress.currentStep).toBe('quiz');
    expect(view.sessionBag).toMatchObject({ hasAddedPaymentMethod: true, hasAddedShippingAddress: true, hasActivatedTrial: true });
    expect(view.orders).toHaveLength(1);
    const [subscription] = (await patient.client.get('/api/patient/subscriptions')).body.data;
    expect(subscription).toMatchObject({ status: 'trialing', cadenceDays: 60 });
  });

  it('sells the bundle and nothing else, whatever the patient answered before', async () => {
    const bundle = await bundleOf(MAIN_HOST);
    // sellingPatient answers the skin survey: a routine of its own would differ from the bundle.
    const patient = await sellingPatient(t, { flow: FLOW, answers: { skin_type: 'dry', skin_concerns: ['wrinkles', 'dark_spots'] } });
    const without = await putItems(patient, bundle.setProducts.itemIds.slice(1));
    expect(without.status).toBe(422);
    expect(without.body.message).toBe(MESSAGES.bundle.notTheBundle);
    const twice = bundle.addOnProducts.find((addOn) => addOn.itemIds.length > 1);
    if (twice) {
      expect((await putItems(patient, [...bundle.setProducts.itemIds, ...twice.itemIds])).status).toBe(422);
    }
    expect((await putItems(patient, bundle.setProducts.itemIds)).status).toBe(200);
  });

  it('an express wallet on the payment page stores the method, the address and activates the trial at once', async () => {
    const bundle = await bundleOf(AGENCY_HOST);
    const patient = await sellingPatient(t, { flow: FLOW, host: AGENCY_HOST, answersSurvey: false });
    expect((await putItems(patient, bundle.setProducts.itemIds)).status).toBe(200);
    const nonce = (await patient.client.post('/sandbox-processor/v1/wallet-approvals', { kind: 'paypal', payer: { firstName: 'Jordan', lastName: 'Buyer' } })).body.nonce as string;
    const response = await patient.client.post('/app/patient/payment/activate-express-checkout-trial', {
      method: 'paypal',
      vendor: 'sandbox',
      paymentNonce: nonce,
      address1: '9 Pine St',
      city: 'Portland',
      state: 'OR',
      zipcode: '97201',
      firstname: 'Jordan',
      lastname: 'Buyer',
      shipmentFrequency: 30,
      treatmentCategoryId: 1,
      checkoutAttemptId: randomUUID(),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await chargesOf(patient)).toEqual([{ amountCents: bundleTodayCents(bundle, []) }]);
    const view = await visitView(patient);
    expect(view.progress.currentStep).toBe('quiz');
    expect(view.sessionBag).toMatchObject({ hasAddedPaymentMethod: true, hasAddedShippingAddress: true, hasActivatedTrial: true });
  });

  it('a visitor who signed up on the product-detail form pays before giving a date of birth: the place rules hold, the age ones wait', async () => {
    const bundle = await bundleOf(MAIN_HOST);
    const client = new TestClient(t.app, MAIN_HOST, '10.77.0.1');
    const registered = await client.post('/api/register', { email: `pdp-${randomUUID()}@example.com`, password: 'correct-horse', acceptedTOS: true, isAtLeast13: true });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const visit = await client.post('/api/visits', { flow: FLOW });
    const patient: SellingPatient = { client, uuid: visit.body.data.uuid, flow: FLOW, brand: 1, category: 1 };
    expect(visit.body.data.sessionBag).toMatchObject({ getDobOnLegalNamePage: true });
    expect((await putItems(patient, bundle.setProducts.itemIds)).status).toBe(200);
    expect((await registerCard(client, await cardToken(client))).status).toBe(200);

    // A state the service does not reach is refused before any charge.
    await giveAddress(t, patient, { state: 'AK', city: 'Anchorage', zipcode: '99501' });
    const recheck = await client.post('/api/patient/eligibility/recheck', { brand: 1, treatmentCategories: [1] });
    expect(recheck.status).toBe(200);
    expect(recheck.body.data.ineligibleReason).toMatchObject({ reason: 'ineligible_state' });
    expect((await activate(patient, 'trial')).status).toBe(422);
    expect(await chargesOf(patient)).toEqual([]);

    await giveAddress(t, patient, { state: 'OR', city: 'Portland', zipcode: '97201' });
    expect((await client.post('/api/patient/eligibility/recheck', { brand: 1, treatmentCategories: [1] })).body.data.ineligibleReason).toBeNull();
    const activated = await activate(patient, 'trial');
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    expect((await visitView(patient)).progress.currentStep).toBe('quiz');
  });
});
