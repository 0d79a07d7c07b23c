import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { parseEnv } from '../../env';
import {
  BRAINTREE_PAYPAL_TEST_NONCE,
  BRAINTREE_TEST_PAYER_EMAIL,
} from '../../test/fake-braintree-api';
import {
  startFakeBraintreeServer,
  type FakeBraintreeServer,
} from '../../test/fake-braintree-server';
import { errorOfReusedToken } from '../../test/kits/payment-gateway-test-kit';
import { createBraintreeGateway } from './braintree-gateway';
import {
  PaymentDeclinedError,
  RefundRefusedError,
  type PaymentGateway,
  type StoredPaymentMethod,
} from './payment-gateway';
import { createPaymentProcessors } from './payment-processors';

const CUSTOMER = { email: 'pat@example.com', name: 'Pat van der Doe', reference: 'patient-42' };

let fake: FakeBraintreeServer;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeBraintreeServer();
  gateway = createBraintreeGateway({
    environment: 'sandbox',
    merchantId: fake.merchantId,
    publicKey: fake.publicKey,
    privateKey: fake.privateKey,
    apiBaseUrl: fake.url,
  });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function vaultedPayPal(): Promise<StoredPaymentMethod> {
  return gateway.storePaymentMethod({
    token: fake.issueNonce(),
    method: 'paypal',
    customerId: null,
    customer: CUSTOMER,
    idempotencyKey: randomUUID(),
  });
}

function chargeInput(
  paymentMethod: StoredPaymentMethod,
  amountCents = 5999,
  idempotencyKey = randomUUID(),
) {
  return {
    amountCents,
    customerId: paymentMethod.customerId,
    paymentMethodId: paymentMethod.paymentMethodId,
    idempotencyKey,
    description: 'Teleskin trial box',
  };
}

const sales = () =>
  fake.requests.filter((request) => request.method === 'POST' && request.path === '/transactions');
const searches = () =>
  fake.requests.filter((request) => request.path === '/transactions/advanced_search_ids');

describe('the Braintree gateway', () => {
  it('generates a client token for the PayPal button', async () => {
    const token = await gateway.clientToken();
    expect(JSON.parse(Buffer.from(token ?? '', 'base64').toString('utf8'))).toMatchObject({
      version: 2,
      merchantId: fake.merchantId,
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/client_token',
      authorization: `Basic ${Buffer.from(`${fake.publicKey}:${fake.privateKey}`).toString('base64')}`,
      apiVersion: '6',
      accept: 'application/xml',
      body: { client_token: { version: 2 } },
    });
  });

  it('creates the customer and vaults the PayPal nonce, reading the payer email as the label', async () => {
    const stored = await vaultedPayPal();
    expect(stored).toMatchObject({
      vendor: 'braintree',
      method: 'paypal',
      cardLastFour: null,
      cardFundingType: null,
      label: BRAINTREE_TEST_PAYER_EMAIL,
    });
    expect(stored.fingerprint).toMatch(/^PAYER/);
    const [createCustomer, createPaymentMethod] = fake.requests;
    expect(createCustomer).toMatchObject({
      path: '/customers',
      body: { customer: { email: CUSTOMER.email, first_name: 'Pat', last_name: 'van der Doe' } },
    });
    expect(createPaymentMethod).toMatchObject({
      path: '/payment_methods',
      body: { payment_method: { customer_id: stored.customerId, options: { make_default: true } } },
    });
  });

  it('vaults for the customer it is given, and takes Braintree’s reusable test nonce', async () => {
    const first = await vaultedPayPal();
    const second = await gateway.storePaymentMethod({
      token: BRAINTREE_PAYPAL_TEST_NONCE,
      method: 'paypal',
      customerId: first.customerId,
      customer: CUSTOMER,
      idempotencyKey: randomUUID(),
    });
    expect(second.customerId).toBe(first.customerId);
    expect(second.paymentMethodId).not.toBe(first.paymentMethodId);
    expect(fake.requests.filter((request) => request.path === '/customers')).toHaveLength(1);
  });

  it('refuses a nonce used twice or unknown as invalid_token', async () => {
    const nonce = fake.issueNonce();
    const input = { token: nonce, method: 'paypal' as const, customerId: null, customer: CUSTOMER };
    const reused = await errorOfReusedToken(gateway, input);
    expect(reused).toBeInstanceOf(PaymentDeclinedError);
    expect(reused).toMatchObject({
      code: 'invalid_token',
      message: 'Cannot use a payment_method_nonce more than once.',
    });
    await expect(
      gateway.storePaymentMethod({ ...input, token: 'not-a-nonce', idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({
      code: 'invalid_token',
      message: 'Unknown payment_method_nonce.',
    });
  });

  it('searches by order id, then sells the dollar amount with the key as order id, submitted for settlement', async () => {
    const stored = await vaultedPayPal();
    fake.requests.length = 0;
    const input = chargeInput(stored, 5999);
    const charge = await gateway.charge(input);
    expect(charge).toEqual({
      chargeId: expect.any(String),
      amountCents: 5999,
      status: 'succeeded',
    });
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/transactions/advanced_search_ids',
      '/transactions',
    ]);
    expect(searches()[0]?.body).toEqual({ search: { order_id: { is: input.idempotencyKey } } });
    expect(sales()[0]?.body).toEqual({
      transaction: {
        amount: '59.99',
        payment_method_token: stored.paymentMethodId,
        order_id: input.idempotencyKey,
        options: { submit_for_settlement: true, paypal: { description: 'Teleskin trial box' } },
        type: 'sale',
      },
    });
    expect(
      fake.transactions().find((transaction) => transaction.id === charge.chargeId)?.status,
    ).toBe('submitted_for_settlement');
  });

  it('charges once for the same idempotency key: the second call finds the sale and answers it', async () => {
    const input = chargeInput(await vaultedPayPal(), 100);
    fake.requests.length = 0;
    const first = await gateway.charge(input);
    const again = await gateway.charge(input);
    expect(again).toEqual(first);
    expect(sales()).toHaveLength(1);
    expect(searches()).toHaveLength(2);
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/transactions/advanced_search_ids',
      '/transactions',
      '/transactions/advanced_search_ids',
      '/transactions/advanced_search',
    ]);
    await expect(gateway.charge({ ...input, amountCents: 200 })).rejects.toThrow(
      /already has a sale of 1\.00/,
    );
  });

  it.each([
    [200000, 'card_declined', 'Do Not Honor'],
    [200100, 'insufficient_funds', 'Insufficient Funds'],
    [200400, 'expired_card', 'Expired Card'],
    [201000, 'incorrect_cvc', 'Card Issuer Declined CVV'],
    [203800, 'card_declined', 'Processor Declined'],
  ] as const)(
    'turns the sandbox’s declining amount %i cents into %s with the processor’s text',
    async (amountCents, code, message) => {
      const input = chargeInput(await vaultedPayPal(), amountCents);
      const failure = await gateway.charge(input).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PaymentDeclinedError);
      expect(failure).toMatchObject({ code, message });
      // The same key answers the decline again without a second sale, as Stripe replays one.
      await expect(gateway.charge(input)).rejects.toMatchObject({ code, message });
      expect(sales()).toHaveLength(1);
      expect(await gateway.findCharge(input.idempotencyKey)).toBeUndefined();
    },
  );

  it('treats a gateway rejection for the payer as a decline, but our incomplete application as an outage', async () => {
    const failure = await gateway
      .charge(chargeInput(await vaultedPayPal(), 500100))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PaymentDeclinedError);
  });

  it('treats a 500, or the processor network being down (3000), as an outage, and a later retry charges', async () => {
    const stored = await vaultedPayPal();
    const input = chargeInput(stored);
    fake.failNext(1, '/transactions');
    const failure = await gateway.charge(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PaymentDeclinedError);
    expect(await gateway.charge(input)).toMatchObject({ status: 'succeeded' });

    const down = chargeInput(stored, 300000);
    const networkDown = await gateway.charge(down).catch((error: unknown) => error);
    expect(networkDown).toBeInstanceOf(Error);
    expect(networkDown).not.toBeInstanceOf(PaymentDeclinedError);
    fake.failNext(1, '/advanced_search_ids');
    await expect(gateway.findCharge(down.idempotencyKey)).rejects.not.toBeInstanceOf(
      PaymentDeclinedError,
    );
  });

  it('finds a charge by its idempotency key, and none for an unknown key', async () => {
    const input = chargeInput(await vaultedPayPal());
    const charge = await gateway.charge(input);
    expect(await gateway.findCharge(input.idempotencyKey)).toEqual(charge);
    expect(await gateway.findCharge(randomUUID())).toBeUndefined();
  });

  it('voids a sale not yet settled, and refunds a settled one, each once', async () => {
    const stored = await vaultedPayPal();
    const unsettled = chargeInput(stored);
    const toVoid = await gateway.charge(unsettled);
    await gateway.voidCharge(toVoid.chargeId, randomUUID());
    await gateway.voidCharge(toVoid.chargeId, randomUUID());
    expect(
      fake.requests.filter(
        (request) =>
          request.method === 'PUT' && request.path === `/transactions/${toVoid.chargeId}/void`,
      ),
    ).toHaveLength(1);
    expect(await gateway.findCharge(unsettled.idempotencyKey)).toEqual({
      ...toVoid,
      status: 'voided',
    });

    const settled = chargeInput(stored);
    const toRefund = await gateway.charge(settled);
    fake.settle(toRefund.chargeId);
    await gateway.voidCharge(toRefund.chargeId, randomUUID());
    await gateway.voidCharge(toRefund.chargeId, randomUUID());
    expect(
      fake.requests.filter(
        (request) => request.path === `/transactions/${toRefund.chargeId}/refund`,
      ),
    ).toHaveLength(1);
    expect(await gateway.findCharge(settled.idempotencyKey)).toEqual({
      ...toRefund,
      status: 'voided',
    });
  });

  it('refunds parts of a settled sale as credits carrying the key as order id; a retry finds the credit', async () => {
    const sale = await gateway.charge(chargeInput(await vaultedPayPal()));
    fake.settle(sale.chargeId);
    const key = randomUUID();
    const first = await gateway.refund({ chargeId: sale.chargeId, amountCents: 1000, idempotencyKey: key });
    expect(await gateway.refund({ chargeId: sale.chargeId, amountCents: 1000, idempotencyKey: key })).toEqual(first);
    const refundCalls = () => fake.requests.filter((request) => request.path === `/transactions/${sale.chargeId}/refund`);
    expect(refundCalls().map((request) => request.body)).toEqual([{ transaction: { amount: '10.00', order_id: key } }]);
    const credits = () => fake.transactions().filter((made) => made.refundedTransactionId === sale.chargeId);
    expect(credits().map((made) => [made.id, made.type, made.amount, made.orderId])).toEqual([[first.refundId, 'credit', '10.00', key]]);
    await gateway.refund({ chargeId: sale.chargeId, amountCents: 4999, idempotencyKey: randomUUID() });
    expect(credits().map((made) => made.amount)).toEqual(['10.00', '49.99']);
  });

  it("refuses more than is left of a settled sale, and a part of an unsettled one, in Braintree's words", async () => {
    const stored = await vaultedPayPal();
    const settled = await gateway.charge(chargeInput(stored));
    fake.settle(settled.chargeId);
    await gateway.refund({ chargeId: settled.chargeId, amountCents: 5000, idempotencyKey: randomUUID() });
    const beyond = gateway.refund({ chargeId: settled.chargeId, amountCents: 1000, idempotencyKey: randomUUID() });
    await expect(beyond).rejects.toThrow(new RefundRefusedError('Refund amount is too large.'));
    const unsettled = await gateway.charge(chargeInput(stored));
    const part = gateway.refund({ chargeId: unsettled.chargeId, amountCents: 1000, idempotencyKey: randomUUID() });
    await expect(part).rejects.toBeInstanceOf(RefundRefusedError);
    expect(fake.transactions().filter((made) => made.type === 'credit' && made.refundedTransactionId === unsettled.chargeId)).toEqual([]);
  });

  it('gives an unsettled sale back whole by voiding it, and answers a repeat without voiding again', async () => {
    const sale = await gateway.charge(chargeInput(await vaultedPayPal()));
    const key = randomUUID();
    expect(await gateway.refund({ chargeId: sale.chargeId, amountCents: 5999, idempotencyKey: key })).toEqual({ refundId: sale.chargeId, amountCents: 5999 });
    expect(await gateway.refund({ chargeId: sale.chargeId, amountCents: 5999, idempotencyKey: key })).toEqual({ refundId: sale.chargeId, amountCents: 5999 });
    const voids = fake.requests.filter((request) => request.method === 'PUT' && request.path === `/transactions/${sale.chargeId}/void`);
    expect(voids).toHaveLength(1);
    expect(fake.transactions().find((made) => made.id === sale.chargeId)?.status).toBe('voided');
  });

  it('is the wallet vault when PAYMENT_WALLET_VAULT=braintree, talking to BRAINTREE_API_BASE_URL', async () => {
    const sandbox = { vendor: 'sandbox' } as PaymentGateway;
    const env = parseEnv({
      PAYMENT_WALLET_VAULT: 'braintree',
      BRAINTREE_MERCHANT_ID: fake.merchantId,
      BRAINTREE_PUBLIC_KEY: fake.publicKey,
      BRAINTREE_PRIVATE_KEY: fake.privateKey,
      BRAINTREE_API_BASE_URL: fake.url,
    });
    const processors = createPaymentProcessors(env, {} as Db, sandbox);
    expect(processors.walletVault.vendor).toBe('braintree');
    expect(processors.card).toBe(sandbox);
    expect(processors.byVendor('braintree')).toBe(processors.walletVault);
    expect(processors.byVendor('sandbox')).toBe(sandbox);
    expect(await processors.walletVault.clientToken()).toEqual(expect.any(String));
    expect(createPaymentProcessors(parseEnv({}), {} as Db, sandbox).walletVault).toBe(sandbox);
  });
});
