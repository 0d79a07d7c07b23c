import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { checkoutAttempts, sandboxCharges, visits } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { putItems, selectionData, sellingPatient, type SellingPatient } from '../../test/kits/selection-test-kit';
import { WALLET_ADDRESS, walletNonce } from '../../test/kits/checkout-test-kit';

// POST /app/patient/payment/activate-express-checkout-subscription (001 §7.2): a wallet's token,
// payer and address with a subscription's activation, in one request. Its main path, a retry, a
// second order, another patient and bad input; every refusal is a 4xx in the spec's words.

const PATH = '/app/patient/payment/activate-express-checkout-subscription';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function expressSubscription(patient: SellingPatient, method: 'apple-pay' | 'paypal', extra: Record<string, unknown> = {}) {
  return patient.client.post(PATH, {
    method,
    vendor: 'sandbox',
    paymentNonce: await walletNonce(patient.client, method),
    ...WALLET_ADDRESS,
    treatmentCategoryId: patient.category,
    checkoutAttemptId: randomUUID(),
    ...extra,
  });
}

/** A hair sign-up patient whose box is saved, with neither an address nor a payment method yet. */
async function hairPatientWithBoxOnly() {
  const patient = await sellingPatient(t, { flow: 'hair-signup' });
  expect((await putItems(patient, (await selectionData(patient)).initialSelectedItemIds)).status).toBe(200);
  return patient;
}

async function chargesOf(patient: SellingPatient) {
  const [visit] = await t.handle.db.select({ id: visits.id }).from(visits).where(eq(visits.uuid, patient.uuid));
  return t.handle.db
    .select({ amountCents: sandboxCharges.amountCents, status: sandboxCharges.status })
    .from(sandboxCharges)
    .innerJoin(checkoutAttempts, eq(checkoutAttempts.idempotencyKey, sandboxCharges.idempotencyKey))
    .where(eq(checkoutAttempts.visitId, visit!.id));
}
const ordersOf = async (patient: SellingPatient) => (await patient.client.get('/api/patient/orders')).body.data as { kind: string; invoice: { id: number; totalCents: number } }[];

describe('activate-express-checkout-subscription', () => {
  for (const method of ['paypal', 'apple-pay'] as const) {
    it(`${method}: stores the wallet and the address, charges the priced box once and starts the subscription`, async () => {
      const patient = await hairPatientWithBoxOnly();
      const due = (await selectionData(patient)).totals.totalWithTax;
      const response = await expressSubscription(patient, method);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.data).toMatchObject({ revenue: due / 100 });
      expect((await patient.client.get('/api/patient/payment/method')).body.data).toMatchObject({ method });
      expect((await patient.client.get('/api/patient')).body.data).toMatchObject({ address1: '1 Sandbox Way', city: 'Albany', state: 'NY' });
      expect(await chargesOf(patient)).toEqual([{ amountCents: due, status: 'succeeded' }]);
      expect(await ordersOf(patient)).toEqual([expect.objectContaining({ kind: 'subscription', invoice: expect.objectContaining({ id: response.body.data.invoiceId, totalCents: due }) })]);
      const [subscription] = (await patient.client.get('/api/patient/subscriptions')).body.data;
      expect(subscription).toMatchObject({ status: 'active', cadenceDays: 60, trialEndsAt: null, treatmentCategory: 2 });
      expect((await patient.client.get(`/api/visits/${patient.uuid}`)).body.data.sessionBag).toMatchObject({ hasAddedPaymentMethod: true, hasAddedShippingAddress: true });
    });
  }

  it('a retry of the same attempt answers the first order; a new attempt on the paid box is refused as already placed: one charge', async () => {
    const patient = await hairPatientWithBoxOnly();
    const attempt = randomUUID();
    const first = await expressSubscription(patient, 'paypal', { checkoutAttemptId: attempt });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const retry = await expressSubscription(patient, 'paypal', { checkoutAttemptId: attempt });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.data.invoiceId).toBe(first.body.data.invoiceId);
    const again = await expressSubscription(patient, 'apple-pay');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.payment.alreadyActivated);
    expect(await chargesOf(patient)).toHaveLength(1);
    expect(await ordersOf(patient)).toHaveLength(1);
  });

  it('a wallet offered for a box already paid is refused before it or its address replaces what the patient has on file', async () => {
    const patient = await hairPatientWithBoxOnly();
    const attempt = randomUUID();
    expect((await expressSubscription(patient, 'paypal', { checkoutAttemptId: attempt })).status).toBe(200);
    const onFile = async () => ({
      method: (await patient.client.get('/api/patient/payment/method')).body.data,
      patient: (await patient.client.get('/api/patient')).body.data,
    });
    const before = await onFile();

    const again = await expressSubscription(patient, 'apple-pay', { address1: '99 Other Street', city: 'Buffalo', zipcode: '14201' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.payment.alreadyActivated);
    const retry = await expressSubscription(patient, 'apple-pay', { checkoutAttemptId: attempt, address1: '99 Other Street', city: 'Buffalo', zipcode: '14201' });
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(await onFile()).toEqual(before);
    expect(before.method).toMatchObject({ method: 'paypal' });
    expect(before.patient).toMatchObject({ address1: '1 Sandbox Way', city: 'Albany' });
    expect(await chargesOf(patient)).toHaveLength(1);
  });

  it("another patient cannot ride on a patient's attempt: without a box of their own they are asked to choose one, and nothing is charged", async () => {
    const owner = await hairPatientWithBoxOnly();
    const attempt = randomUUID();
    expect((await expressSubscription(owner, 'paypal', { checkoutAttemptId: attempt })).status).toBe(200);
    const other = await sellingPatient(t, { flow: 'hair-signup' });
    const response = await expressSubscription(other, 'paypal', { checkoutAttemptId: attempt });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(MESSAGES.payment.boxNotSaved);
    expect(await ordersOf(other)).toEqual([]);
    expect(await chargesOf(owner)).toHaveLength(1);
  });

  it('bad input is a 4xx in the spec’s words, never a 5xx, and charges nothing', async () => {
    const patient = await hairPatientWithBoxOnly();
    const trialOnly = await expressSubscription(patient, 'paypal', { shipmentFrequency: 60 });
    expect(trialOnly.status).toBe(422);
    const noNonce = await expressSubscription(patient, 'paypal', { paymentNonce: '' });
    expect(noNonce.status).toBeGreaterThanOrEqual(400);
    expect(noNonce.status).toBeLessThan(500);
    const badName = await expressSubscription(patient, 'apple-pay', { lastname: 'Buyer2' });
    expect(badName.status).toBe(422);
    expect(badName.body.errors.lastname).toBeDefined();
    const unreachable = await expressSubscription(patient, 'paypal', { address1: '1 Aurora Ave', city: 'Anchorage', state: 'AK', zipcode: '99501' });
    expect(unreachable.status).toBe(422);
    expect(unreachable.body.message).toMatch(/not available in your state/);
    const forgedNonce = await expressSubscription(patient, 'paypal', { paymentNonce: 'sandbox-wallet-forged' });
    expect(forgedNonce.status).toBeGreaterThanOrEqual(400);
    expect(forgedNonce.status).toBeLessThan(500);
    expect((await patient.client.get('/api/patient/payment/method')).body.data).toBeNull();
    expect(await chargesOf(patient)).toEqual([]);

    // A skin sign-up box is a trial: the subscription's express checkout is the wrong one.
    const skin = await sellingPatient(t);
    expect((await putItems(skin, (await selectionData(skin)).initialSelectedItemIds)).status).toBe(200);
    const wrongKind = await expressSubscription(skin, 'paypal');
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.message).toBe(MESSAGES.payment.wrongCheckout);
    expect(await ordersOf(skin)).toEqual([]);
  });
});
