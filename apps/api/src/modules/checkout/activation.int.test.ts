import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, billInstant, calendarDateIn } from '@app/domain/subscriptions';
import { checkoutAttempts, orders, sandboxCharges, subscriptions, visits } from '../../db/schema/index';
import { seedDemoPromotions } from '../../seed/demo-promotions';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { capturedLogs } from '../../test/captured-logs';
import { waitFor } from '../../test/wait-for';
import { AGENCY_HOST, putItems, selectionData, sellingPatient, type SellingPatient } from '../../test/kits/selection-test-kit';
import { TEST_CARDS, WALLET_ADDRESS, activate, cardToken, giveAddress, patientAtCheckout, registerCard, walletNonce } from '../../test/kits/checkout-test-kit';

const logs = capturedLogs();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { logger: logs.logger });
  await seedDemoPromotions(t.handle.db);
});
afterAll(() => t.close());

async function visitOf(patient: SellingPatient) {
  const [row] = await t.handle.db.select().from(visits).where(eq(visits.uuid, patient.uuid));
  return row!;
}
async function chargesOf(patient: SellingPatient) {
  const visit = await visitOf(patient);
  return t.handle.db
    .select({ amountCents: sandboxCharges.amountCents, status: sandboxCharges.status })
    .from(sandboxCharges)
    .innerJoin(checkoutAttempts, eq(checkoutAttempts.idempotencyKey, sandboxCharges.idempotencyKey))
    .where(eq(checkoutAttempts.visitId, visit.id));
}
async function ordersOf(patient: SellingPatient) {
  return (await patient.client.get('/api/patient/orders')).body.data as { id: number; kind: string; invoice: { id: number; totalCents: number; lines: { amountCents: number }[] } }[];
}

describe('activating the trial', () => {
  it('charges what is due today once, and writes the order, its invoice and the trialing subscription', async () => {
    const patient = await patientAtCheckout(t);
    const data = await selectionData(patient);
    const response = await activate(patient, 'trial');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const due = data.totals.totalWithTax;
    expect(response.body.data).toMatchObject({ revenue: due / 100, referrerSurveyResponse: null, user: { firstname: 'Robin' } });

    expect(await chargesOf(patient)).toEqual([{ amountCents: due, status: 'succeeded' }]);
    const [order] = await ordersOf(patient);
    expect(order).toMatchObject({ kind: 'trial', invoice: { id: response.body.data.invoiceId, totalCents: due } });
    // The invoice's rows are the summary's and add up to the charge.
    expect(order!.invoice.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(due);

    const [subscription] = (await patient.client.get('/api/patient/subscriptions')).body.data;
    expect(subscription).toMatchObject({ status: 'trialing', cadenceDays: 60, treatmentCategory: 1 });
    // The trial ends 30 calendar days on in the patient's zone, and the box bills at 10:00 there (ADR 114).
    expect(subscription.timeZone).toBe('America/Los_Angeles');
    expect(subscription.nextBillDate).toBe(addDays(calendarDateIn(Date.now(), subscription.timeZone), 30));
    expect(Date.parse(subscription.nextBillAt)).toBe(billInstant(subscription.nextBillDate, subscription.timeZone));
    expect(subscription.items.map((item: { itemId: number }) => item.itemId)).toEqual(data.initialSelectedItemIds);

    const visit = await visitOf(patient);
    expect(visit.facts.checkoutCompleted).toBe(true);
    const view = (await patient.client.get(`/api/visits/${patient.uuid}`)).body.data;
    expect(view.sessionBag).toMatchObject({ hasAddedPaymentMethod: true, hasAddedShippingAddress: true, hasActivatedTrial: true });
    expect(view.orders).toEqual([{ id: order!.id }]);
  });

  it('redeems the promo claim with the order, so it cannot be removed or used again', async () => {
    const patient = await patientAtCheckout(t);
    expect((await patient.client.post('/api/patient/promotion-claims', { code: 'WELCOME10', brand: 1, treatmentCategory: 1 })).status).toBe(200);
    const data = await selectionData(patient);
    expect((await activate(patient, 'trial')).status).toBe(200);
    const [order] = await ordersOf(patient);
    expect(order!.invoice.totalCents).toBe(data.totals.totalWithTax);
    const removal = await patient.client.post('/api/patient/promotion-claims/remove', { promotionCodeId: data.initialPromotionClaim!.promotionCodeId, brand: 1 });
    expect(removal.status).toBe(422);
  });

  it('refuses the wrong shipment frequency, the wrong kind of checkout and an amount sent along: nothing charged', async () => {
    const patient = await patientAtCheckout(t);
    const cases = [
      [activate(patient, 'trial', randomUUID(), { shipmentFrequency: 30 }), 'Boxes of this treatment ship every 60 days.'],
      [activate(patient, 'subscription'), 'This treatment is not bought this way.'],
      [activate(patient, 'cart'), 'This treatment is not bought this way.'],
      [activate(patient, 'trial', randomUUID(), { amount: 1 }), undefined],
    ] as const;
    for (const [pending, message] of cases) {
      const response = await pending;
      expect(response.status, message).toBe(422);
      if (message) {
        expect(response.body.message).toBe(message);
      }
    }
    expect(await chargesOf(patient)).toEqual([]);
    expect(await ordersOf(patient)).toEqual([]);
  });
});

describe('exactly once', () => {
  it('answers a repeated attempt (a double click, a retry) with the first result and charges once', async () => {
    const patient = await patientAtCheckout(t);
    const attempt = randomUUID();
    const first = await activate(patient, 'trial', attempt);
    const again = await activate(patient, 'trial', attempt);
    expect(again.status).toBe(200);
    expect(again.body.data.invoiceId).toBe(first.body.data.invoiceId);
    expect(await chargesOf(patient)).toHaveLength(1);
  });

  it('gives 20 concurrent submissions of one attempt one charge and one order', async () => {
    const patient = await patientAtCheckout(t);
    const attempt = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => activate(patient, 'trial', attempt)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.invoiceId)).size).toBe(1);
    expect(await chargesOf(patient)).toHaveLength(1);
    expect(await ordersOf(patient)).toHaveLength(1);
  });

  it('keeps one patient’s attempt, payment method and orders out of another’s reach', async () => {
    const owner = await patientAtCheckout(t);
    const attempt = randomUUID();
    const paid = await activate(owner, 'trial', attempt);
    expect(paid.status).toBe(200);
    // Another patient at checkout without a card: the owner's attempt id answers nothing of the
    // owner's (the key is the patient's own), and the owner's card is not theirs to charge.
    const other = await sellingPatient(t);
    expect((await putItems(other, (await selectionData(other)).initialSelectedItemIds)).status).toBe(200);
    await giveAddress(t, other);
    const borrowed = await activate(other, 'trial', attempt);
    expect(borrowed.status).toBe(422);
    expect(borrowed.body.message).toBe('Please add a payment method first.');
    expect(await chargesOf(other)).toEqual([]);
    expect((await other.client.get('/api/patient/payment/method')).body.data).toBeNull();
    expect(await ordersOf(other)).toEqual([]);
    expect((await other.client.get('/api/patient/subscriptions')).body.data).toEqual([]);
    expect(await chargesOf(owner)).toHaveLength(1);
  });

  it('refuses a second checkout of the same box (another tab, a new attempt) before it charges', async () => {
    const patient = await patientAtCheckout(t);
    expect((await activate(patient, 'trial')).status).toBe(200);
    const second = await activate(patient, 'trial');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This order has already been placed.');
    expect(await chargesOf(patient)).toHaveLength(1);
  });

  it('20 tabs racing, each with its own attempt: one order, one processor charge and none voided (issue 28 item 4)', async () => {
    const patient = await patientAtCheckout(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => activate(patient, 'trial')));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(new Set(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message))).toEqual(new Set(['This order has already been placed.']));
    expect(await ordersOf(patient)).toHaveLength(1);
    const charges = await chargesOf(patient);
    expect(charges.map((charge) => charge.status)).toEqual(['succeeded']);
  });
});

describe('an order that can no longer be written', () => {
  it('voids the charge when the promotion went away while the order was being written', async () => {
    const patient = await patientAtCheckout(t);
    expect((await patient.client.post('/api/patient/promotion-claims', { code: 'WELCOME10', brand: 1, treatmentCategory: 1 })).status).toBe(200);
    const claim = (await selectionData(patient)).initialPromotionClaim!;
    const lock = new pg.Client({ connectionString: t.databaseUrl });
    await lock.connect();
    await lock.query('begin');
    await lock.query('lock table subscriptions in access exclusive mode');
    const pending = activate(patient, 'trial');
    await waitFor(async () => (await chargesOf(patient)).length === 1, 10_000, 'the charge');
    expect((await patient.client.post('/api/patient/promotion-claims/remove', { promotionCodeId: claim.promotionCodeId, brand: 1 })).status).toBe(200);
    await lock.query('rollback');
    await lock.end();
    const response = await pending;
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('Your promotion code is no longer applied. Please check your order and try again.');
    expect((await chargesOf(patient)).map((charge) => charge.status)).toEqual(['voided']);
    expect(await ordersOf(patient)).toEqual([]);
  });
});

describe('declines and missing steps', () => {
  it('a card declined when charged gives the processor’s message (402) and writes no order', async () => {
    const patient = await patientAtCheckout(t, { card: TEST_CARDS.declinedOnCharge });
    const response = await activate(patient, 'trial');
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ code: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    expect(await ordersOf(patient)).toEqual([]);
    const [attempt] = await t.handle.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.visitId, (await visitOf(patient)).id));
    expect(attempt).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    // Another card and a new attempt then go through.
    expect((await registerCard(patient.client, await cardToken(patient.client))).status).toBe(200);
    expect((await activate(patient, 'trial')).status).toBe(200);
  });

  it('refuses without a payment method, without a box, and for an address in an unavailable state', async () => {
    const noCard = await patientAtCheckout(t);
    await t.handle.db.execute(sql`update payment_methods set removed_at = now() where patient_id = (select patient_id from visits where uuid = ${noCard.uuid})`);
    expect((await activate(noCard, 'trial')).body.message).toBe('Please add a payment method first.');

    const unavailable = await patientAtCheckout(t);
    await t.handle.db.execute(
      sql`update patients set state = 'AK', city = 'Anchorage', zipcode = '99501' where id = (select patient_id from visits where uuid = ${unavailable.uuid})`,
    );
    const refused = await activate(unavailable, 'trial');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/not available in your state/);
    expect(await chargesOf(unavailable)).toEqual([]);

    const noBox = await sellingPatient(t);
    await giveAddress(t, noBox);
    expect((await registerCard(noBox.client, await cardToken(noBox.client))).status).toBe(200);
    const unsaved = await activate(noBox, 'trial');
    expect(unsaved.status).toBe(422);
    expect(unsaved.body.message).toBe('Please choose your products first.');
  });
});

describe('the other purchases', () => {
  it('hair: a subscription’s first box at full size, the next one 60 days later', async () => {
    const patient = await patientAtCheckout(t, { flow: 'hair-signup' });
    const data = await selectionData(patient);
    const response = await activate(patient, 'subscription');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.revenue).toBe(data.totals.totalWithTax / 100);
    const [subscription] = (await patient.client.get('/api/patient/subscriptions')).body.data;
    expect(subscription).toMatchObject({ status: 'active', cadenceDays: 60, trialEndsAt: null });
  });

  it('agency small bottles: the trial activates with 30 and renews every 30 days', async () => {
    const patient = await patientAtCheckout(t, { host: AGENCY_HOST });
    expect((await activate(patient, 'trial')).status).toBe(200);
    const [subscription] = (await patient.client.get('/api/patient/subscriptions')).body.data;
    expect(subscription.cadenceDays).toBe(30);
  });

  it('one-time: the cart is charged once and makes no subscription', async () => {
    const patient = await patientAtCheckout(t, { flow: 'one-time-rx-skin' });
    const data = await selectionData(patient);
    expect((await activate(patient, 'cart')).status).toBe(200);
    const [order] = await ordersOf(patient);
    // A visit's one-time cart is no shop order (ADR 152): the dashboard offers no "Shop again" for it.
    expect(order).toMatchObject({ kind: 'cart', isShopOrder: false, invoice: { totalCents: data.totals.totalWithTax } });
    const [visit] = await t.handle.db.select({ id: visits.id }).from(visits).where(eq(visits.uuid, patient.uuid));
    expect(await t.handle.db.select().from(subscriptions).where(eq(subscriptions.visitId, visit!.id))).toEqual([]);
    expect(await t.handle.db.select().from(orders).where(eq(orders.visitId, visit!.id))).toHaveLength(1);
  });
});

describe('express checkout with a wallet', () => {
  const express = (patient: SellingPatient, nonce: string, method: 'apple-pay' | 'paypal', address: Record<string, string> = {}) =>
    patient.client.post('/app/patient/payment/activate-express-checkout-trial', {
      method,
      vendor: 'sandbox',
      paymentNonce: nonce,
      ...WALLET_ADDRESS,
      shipmentFrequency: 60,
      treatmentCategoryId: 1,
      checkoutAttemptId: randomUUID(),
      ...address,
    });

  async function patientWithBoxOnly() {
    const patient = await sellingPatient(t);
    expect((await putItems(patient, (await selectionData(patient)).initialSelectedItemIds)).status).toBe(200);
    return patient;
  }

  it('stores the wallet, saves its address and activates the trial in one request', async () => {
    const patient = await patientWithBoxOnly();
    const response = await express(patient, await walletNonce(patient.client, 'apple-pay'), 'apple-pay');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect((await patient.client.get('/api/patient/payment/method')).body.data).toMatchObject({ method: 'apple-pay' });
    expect((await patient.client.get('/api/patient')).body.data).toMatchObject({ address1: '1 Sandbox Way', city: 'Albany', state: 'NY' });
    expect(await ordersOf(patient)).toHaveLength(1);
    expect((await patient.client.get(`/api/visits/${patient.uuid}`)).body.data.sessionBag).toMatchObject({ hasAddedPaymentMethod: true, hasAddedShippingAddress: true, hasActivatedTrial: true });
  });

  it('an address in a state the treatment does not reach cancels the payment: nothing stored, nothing charged', async () => {
    const patient = await patientWithBoxOnly();
    const response = await express(patient, await walletNonce(patient.client, 'paypal'), 'paypal', { address1: '1 Aurora Ave', city: 'Anchorage', state: 'AK', zipcode: '99501' });
    expect(response.status).toBe(422);
    expect(response.body.message).toMatch(/not available in your state/);
    expect((await patient.client.get('/api/patient/payment/method')).body.data).toBeNull();
    expect((await patient.client.get('/api/patient')).body.data.address1).toBeNull();
    expect(await chargesOf(patient)).toEqual([]);
  });

  it('a name with digits is refused in the form’s words', async () => {
    const patient = await patientWithBoxOnly();
    const response = await express(patient, await walletNonce(patient.client, 'apple-pay'), 'apple-pay', { lastname: 'Buyer2' });
    expect(response.status).toBe(422);
    expect(response.body.errors.lastname).toBeDefined();
    expect(await ordersOf(patient)).toEqual([]);
  });
});

describe('card numbers', () => {
  it('never reach our tables or logs: only tokens, references and the last four digits', async () => {
    const patient = await patientAtCheckout(t);
    expect((await activate(patient, 'trial')).status).toBe(200);
    const tables = await t.handle.db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = 'public'`);
    for (const { table_name: table } of tables.rows) {
      const found = await t.handle.db.execute(sql`select 1 from ${sql.identifier(table)} t where t::text like ${`%${TEST_CARDS.success}%`} limit 1`);
      expect(found.rows, table).toEqual([]);
    }
    expect(logs.lines.some((line) => line.includes(TEST_CARDS.success))).toBe(false);
  });
});
