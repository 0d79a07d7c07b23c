import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { patients, paymentMethods } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { signedInPatient } from '../../test/messaging-test-kit';
import { TEST_CARDS, cardToken, registerCard } from '../../test/kits/checkout-test-kit';

const t = suiteTestApp();

async function patientRow(email: string) {
  const [row] = await t.handle.db.select().from(patients).where(eq(patients.email, email));
  return row!;
}

describe('the sandbox processor’s card endpoint', () => {
  it('answers a token and the card’s last four digits, never the number', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/sandbox-processor/v1/tokens', { number: TEST_CARDS.success, expMonth: 12, expYear: 2099, cvc: '123' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: expect.stringMatching(/^tok_/), card: { last4: '4242', brand: 'visa', funding: 'credit' } });
  });

  it('refuses an entry the card field would, in the processor’s words', async () => {
    const client = new TestClient(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ number: '4242', expMonth: 12, expYear: 2099, cvc: '123' }, 'Your card number is incomplete.'],
      [{ number: '4242424242424241', expMonth: 12, expYear: 2099, cvc: '123' }, 'Your card number is invalid.'],
      [{ number: TEST_CARDS.success, expMonth: 13, expYear: 2099, cvc: '123' }, "Your card's expiration date is invalid."],
      [{ number: TEST_CARDS.success, expMonth: 1, expYear: 2020, cvc: '123' }, "Your card's expiration year is in the past."],
      [{ number: TEST_CARDS.success, expMonth: 12, expYear: 2099, cvc: '1' }, "Your card's security code is incomplete."],
    ];
    for (const [entry, message] of cases) {
      const response = await client.post('/sandbox-processor/v1/tokens', entry);
      expect(response.status, message).toBe(400);
      expect(response.body.error.message).toBe(message);
    }
  });
});

describe('POST /app/patient/payment/register-card', () => {
  it('stores the processor’s references and the last four digits, and marks the card step done', async () => {
    const { client, email } = await signedInPatient(t);
    const response = await registerCard(client, await cardToken(client));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ method: 'card', vendor: 'sandbox', cardLastFour: '4242', cardFundingType: 'credit', label: null });
    const patient = await patientRow(email);
    expect(patient).toMatchObject({ cardLastFour: '4242', collectedCardLastFour: '4242', hasCompletedCcEntry: true });
    const [stored] = await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.patientId, patient.id));
    expect(stored).toMatchObject({ vendor: 'sandbox', paymentMethodRef: expect.stringMatching(/^pm_/), customerRef: expect.stringMatching(/^cus_/) });
    expect((await client.get('/api/patient/payment/method')).body.data).toMatchObject({ cardLastFour: '4242' });
  });

  it('gives each test card’s decline with the processor’s message (402) and stores nothing', async () => {
    const { client, email } = await signedInPatient(t);
    const declines: [string, string][] = [
      [TEST_CARDS.declined, 'Your card was declined.'],
      [TEST_CARDS.insufficientFunds, 'Your card has insufficient funds.'],
      [TEST_CARDS.expired, 'Your card has expired.'],
      [TEST_CARDS.incorrectCvc, "Your card's security code is incorrect."],
      [TEST_CARDS.processingError, 'An error occurred while processing your card. Try again in a little bit.'],
    ];
    for (const [card, message] of declines) {
      const response = await registerCard(client, await cardToken(client, card));
      expect(response.status, card).toBe(402);
      expect(response.body).toEqual({ code: 'PAYMENT_DECLINED', message });
    }
    const patient = await patientRow(email);
    expect(await t.handle.db.select().from(paymentMethods).where(eq(paymentMethods.patientId, patient.id))).toEqual([]);
    expect(patient.hasCompletedCcEntry).toBe(false);
  });

  it('refuses a token used twice, another vendor, an unknown method and extra fields', async () => {
    const { client } = await signedInPatient(t);
    const token = await cardToken(client);
    expect((await registerCard(client, token)).status).toBe(200);
    const reused = await registerCard(client, token);
    expect(reused.status).toBe(402);
    expect(reused.body.message).toBe('This payment method can no longer be used. Please enter it again.');
    const other = await registerCard(client, await cardToken(client), { vendor: 'stripe' });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('This payment method cannot be used here. Please choose another one.');
    expect((await registerCard(client, await cardToken(client), { method: 'bitcoin' })).status).toBe(422);
    expect((await registerCard(client, await cardToken(client), { cardNumber: TEST_CARDS.success })).status).toBe(422);
  });

  it('stores a wallet approval from the sandbox PayPal page as a PayPal method', async () => {
    const { client } = await signedInPatient(t);
    const approval = await client.post('/sandbox-processor/v1/wallet-approvals', { kind: 'paypal', payer: { email: 'buyer@sandbox.example', firstName: 'Jordan', lastName: 'Buyer' } });
    expect(approval.status).toBe(200);
    const response = await client.post('/app/patient/payment/register-card', { method: 'paypal', vendor: 'sandbox', paymentNonce: approval.body.nonce });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ method: 'paypal', label: 'buyer@sandbox.example', cardLastFour: null });
    // A wallet token is not a card token.
    const card = await client.post('/app/patient/payment/register-card', { method: 'card', vendor: 'sandbox', paymentNonce: (await client.post('/sandbox-processor/v1/wallet-approvals', { kind: 'apple-pay', payer: {} })).body.nonce });
    expect(card.status).toBe(402);
  });

  it('limits how many payment methods a patient may try in a window', async () => {
    const { client } = await signedInPatient(t);
    for (let n = 0; n < 10; n += 1) {
      await registerCard(client, await cardToken(client, TEST_CARDS.declined));
    }
    expect((await registerCard(client, await cardToken(client))).status).toBe(429);
  });
});

describe('the payment step’s settings', () => {
  it('names the processors the browser loads, and the wallet vault’s token', async () => {
    const { client } = await signedInPatient(t);
    expect((await client.get('/api/patient/payment/config')).body.data).toEqual({ card: { vendor: 'sandbox' }, walletVault: { vendor: 'sandbox' } });
    expect((await client.get('/api/patient/payment/braintree-token')).body.data.braintreeToken).toBeTruthy();
  });
});
