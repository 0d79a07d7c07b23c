import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { parseEnv } from '../../env';
import type { StripeTestCard } from '../../test/fake-stripe-cards';
import { startFakeStripeServer, type FakeStripeServer } from '../../test/fake-stripe-server';
import { errorOfReusedToken } from '../../test/kits/payment-gateway-test-kit';
import { PaymentDeclinedError, RefundRefusedError, type PaymentGateway } from './payment-gateway';
import { createPaymentProcessors } from './payment-processors';
import { createStripeGateway } from './stripe-gateway';

const CUSTOMER = { email: 'pat@example.com', name: 'Pat Doe', reference: 'patient-42' };

let fake: FakeStripeServer;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeStripeServer();
  gateway = createStripeGateway({ secretKey: fake.secretKey, apiBaseUrl: fake.url });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

/** Stores a fresh PaymentMethod of this test card for a new customer, as the checkout would. */
async function storedCard(card: StripeTestCard = 'pm_card_visa') {
  return gateway.storePaymentMethod({
    token: fake.issuePaymentMethod(card),
    method: 'card',
    customerId: null,
    customer: CUSTOMER,
    idempotencyKey: randomUUID(),
  });
}

/** The adapter's calls to Stripe's refunds (list and create), in order. */
const refundCalls = () => fake.requests.filter((request) => request.path === '/v1/refunds');

/** What Stripe has given back of the PaymentIntent's charge, in cents. */
const refundedOf = (chargeId: string) =>
  fake.charges().find((made) => made.paymentIntent === chargeId)?.amountRefunded;

function chargeInput(
  paymentMethod: { customerId: string; paymentMethodId: string },
  idempotencyKey = randomUUID(),
) {
  return {
    amountCents: 5999,
    customerId: paymentMethod.customerId,
    paymentMethodId: paymentMethod.paymentMethodId,
    idempotencyKey,
    description: 'Teleskin trial box',
  };
}

describe('the Stripe gateway', () => {
  it('creates the customer, attaches the PaymentMethod and reads the card, with the secret key as bearer', async () => {
    const stored = await storedCard('pm_card_visa_debit');
    expect(stored).toMatchObject({
      vendor: 'stripe',
      method: 'card',
      cardLastFour: '5556',
      cardFundingType: 'debit',
      fingerprint: 'fp5556',
      label: null,
    });
    expect(stored.customerId).toMatch(/^cus_/);
    const [createCustomer, attach] = fake.requests;
    expect(createCustomer).toMatchObject({
      method: 'POST',
      path: '/v1/customers',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(createCustomer?.params).toEqual({
      email: CUSTOMER.email,
      name: CUSTOMER.name,
      metadata: { reference: CUSTOMER.reference },
    });
    expect(createCustomer?.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(attach).toMatchObject({
      method: 'POST',
      path: `/v1/payment_methods/${stored.paymentMethodId}/attach`,
      params: { customer: stored.customerId },
    });
  });

  it('attaches to the customer it is given without creating another', async () => {
    const first = await storedCard();
    const second = await gateway.storePaymentMethod({
      token: 'pm_card_visa',
      method: 'apple-pay',
      customerId: first.customerId,
      customer: CUSTOMER,
      idempotencyKey: randomUUID(),
    });
    expect(second).toMatchObject({
      customerId: first.customerId,
      method: 'apple-pay',
      cardLastFour: '4242',
    });
    expect(fake.requests.filter((request) => request.path === '/v1/customers')).toHaveLength(1);
  });

  it('refuses a token used twice or unknown as invalid_token', async () => {
    const token = fake.issuePaymentMethod('pm_card_visa');
    const input = { token, method: 'card' as const, customerId: null, customer: CUSTOMER };
    const reused = await errorOfReusedToken(gateway, input);
    expect(reused).toBeInstanceOf(PaymentDeclinedError);
    expect(reused).toMatchObject({
      code: 'invalid_token',
      message: 'The payment method you provided has already been attached to a customer.',
    });
    const unknown = await gateway
      .storePaymentMethod({ ...input, token: 'pm_unknown', idempotencyKey: randomUUID() })
      .catch((error: unknown) => error);
    expect(unknown).toMatchObject({
      code: 'invalid_token',
      message: "No such PaymentMethod: 'pm_unknown'",
    });
  });

  it('charges an off-session PaymentIntent in cents, keyed by the Idempotency-Key header and metadata', async () => {
    const stored = await storedCard();
    const input = chargeInput(stored);
    const charge = await gateway.charge(input);
    expect(charge).toEqual({
      chargeId: expect.stringMatching(/^pi_/),
      amountCents: 5999,
      status: 'succeeded',
    });
    const create = fake.requests.find((request) => request.path === '/v1/payment_intents');
    expect(create?.idempotencyKey).toBe(input.idempotencyKey);
    expect(create?.params).toEqual({
      amount: '5999',
      currency: 'usd',
      customer: stored.customerId,
      payment_method: stored.paymentMethodId,
      allowed_payment_method_types: { 0: 'card' },
      confirm: 'true',
      off_session: 'true',
      description: 'Teleskin trial box',
      metadata: { idempotency_key: input.idempotencyKey },
    });
  });

  it('charges once for the same idempotency key, answering the first charge again', async () => {
    const input = chargeInput(await storedCard());
    const chargesBefore = fake.charges().length;
    const first = await gateway.charge(input);
    const again = await gateway.charge(input);
    expect(again).toEqual(first);
    expect(fake.charges()).toHaveLength(chargesBefore + 1);
    const creates = fake.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(creates.map((request) => [request.idempotencyKey, request.isReplay])).toEqual([
      [input.idempotencyKey, false],
      [input.idempotencyKey, true],
    ]);
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'Your card was declined.'],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'Your card has expired.'],
    [
      'pm_card_chargeDeclinedIncorrectCvc',
      'incorrect_cvc',
      "Your card's security code is incorrect.",
    ],
    [
      'pm_card_chargeDeclinedProcessingError',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
  ] as const)('turns %s into a %s decline with Stripe’s message', async (card, code, message) => {
    const input = chargeInput(await storedCard(card));
    const failure = await gateway.charge(input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PaymentDeclinedError);
    expect(failure).toMatchObject({ code, message });
    // Stripe keeps the decline under the key: the same key answers it again, and nothing was charged.
    await expect(gateway.charge(input)).rejects.toMatchObject({ code, message });
    expect(await gateway.findCharge(input.idempotencyKey)).toBeUndefined();
  });

  it('treats an outage as an error that is no decline, retrying a 500 under the same key first', async () => {
    const input = chargeInput(await storedCard());
    fake.failNext(1);
    const charge = await gateway.charge(input);
    const creates = fake.requests.filter((request) => request.path === '/v1/payment_intents');
    expect(creates.map((request) => [request.status, request.idempotencyKey])).toEqual([
      [500, input.idempotencyKey],
      [200, input.idempotencyKey],
    ]);
    expect(await gateway.findCharge(input.idempotencyKey)).toEqual(charge);

    const other = chargeInput(await storedCard());
    fake.failNext(3);
    const failure = await gateway.charge(other).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).not.toBeInstanceOf(PaymentDeclinedError);
    expect(await gateway.findCharge(other.idempotencyKey)).toBeUndefined();
  });

  it('finds a charge by its idempotency key through the search API, and none for an unknown key', async () => {
    const input = chargeInput(await storedCard());
    const charge = await gateway.charge(input);
    expect(await gateway.findCharge(input.idempotencyKey)).toEqual(charge);
    const search = fake.requests.find((request) => request.path === '/v1/payment_intents/search');
    expect(search).toMatchObject({
      method: 'GET',
      params: {
        query: `metadata['idempotency_key']:'${input.idempotencyKey}'`,
        expand: { 0: 'data.latest_charge' },
      },
    });
    expect(await gateway.findCharge("it's-\\-unknown")).toBeUndefined();
  });

  it('finds a fresh charge at once through the customer\'s list while search still lags it (ADR 135)', async () => {
    fake.lagSearch(60_000);
    try {
      const stored = await storedCard();
      const input = chargeInput(stored);
      const since = new Date();
      const charge = await gateway.charge(input);
      // Search, eventually consistent, does not show it yet; the consistent list does.
      expect(await gateway.findCharge(input.idempotencyKey)).toBeUndefined();
      expect(await gateway.findCharge(input.idempotencyKey, { customerId: stored.customerId, since })).toEqual(charge);
      const list = fake.requests.find((request) => request.method === 'GET' && request.path === '/v1/payment_intents');
      expect(list?.params).toMatchObject({ customer: stored.customerId, created: { gte: String(Math.floor(since.getTime() / 1000) - 60) } });
      // Another customer's list does not hold it, and a key never used is not found.
      const other = await storedCard();
      expect(await gateway.findCharge(input.idempotencyKey, { customerId: other.customerId, since })).toBeUndefined();
      expect(await gateway.findCharge(randomUUID(), { customerId: stored.customerId, since })).toBeUndefined();
    } finally {
      fake.lagSearch(0);
    }
  });

  it('voids a captured charge with a refund under its own key, once', async () => {
    const input = chargeInput(await storedCard());
    const charge = await gateway.charge(input);
    const voidKey = randomUUID();
    await gateway.voidCharge(charge.chargeId, voidKey);
    await gateway.voidCharge(charge.chargeId, randomUUID());
    const refunds = refundCalls();
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      idempotencyKey: voidKey,
      params: { payment_intent: charge.chargeId },
    });
    expect(fake.charges().find((moved) => moved.paymentIntent === charge.chargeId)?.refunded).toBe(
      true,
    );
    expect(await gateway.findCharge(input.idempotencyKey)).toEqual({ ...charge, status: 'voided' });
  });

  it('cancels an intent that took no money instead of refunding it', async () => {
    const input = chargeInput(await storedCard('pm_card_chargeDeclined'));
    await expect(gateway.charge(input)).rejects.toBeInstanceOf(PaymentDeclinedError);
    const intent = fake
      .paymentIntents()
      .find((made) => made.metadata.idempotency_key === input.idempotencyKey);
    expect(intent?.status).toBe('requires_payment_method');
    const voidKey = randomUUID();
    await gateway.voidCharge(intent?.id ?? '', voidKey);
    await gateway.voidCharge(intent?.id ?? '', randomUUID());
    const cancels = fake.requests.filter((request) => request.path.endsWith('/cancel'));
    expect(
      cancels.map((request) => [request.path, request.idempotencyKey, request.status]),
    ).toEqual([[`/v1/payment_intents/${intent?.id}/cancel`, voidKey, 200]]);
    expect(refundCalls()).toEqual([]);
    expect(await gateway.findCharge(input.idempotencyKey)).toEqual({
      chargeId: intent?.id,
      amountCents: 5999,
      status: 'voided',
    });
  });

  it('refunds part of a charge, then the rest, each under its Idempotency-Key and metadata; a retry answers the first refund', async () => {
    const input = chargeInput(await storedCard());
    const charge = await gateway.charge(input);
    const firstKey = randomUUID();
    const first = await gateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: firstKey });
    expect(first).toMatchObject({ amountCents: 1000, refundId: expect.stringMatching(/^re_/) });
    expect(await gateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: firstKey })).toEqual(first);
    // Each call reads the intent's refunds first; the retry finds the first refund there and posts nothing.
    expect(refundCalls().map((request) => [request.method, request.idempotencyKey, request.params])).toEqual([
      ['GET', undefined, { payment_intent: charge.chargeId, limit: '100' }],
      ['POST', firstKey, { payment_intent: charge.chargeId, amount: '1000', metadata: { refund_key: firstKey } }],
      ['GET', undefined, { payment_intent: charge.chargeId, limit: '100' }],
    ]);
    const moved = () => fake.charges().find((made) => made.paymentIntent === charge.chargeId);
    expect(moved()).toMatchObject({ amountRefunded: 1000, refunded: false });
    expect((await gateway.findCharge(input.idempotencyKey))?.status).toBe('succeeded');
    await gateway.refund({ chargeId: charge.chargeId, amountCents: 4999, idempotencyKey: randomUUID() });
    expect(moved()).toMatchObject({ amountRefunded: 5999, refunded: true });
    expect((await gateway.findCharge(input.idempotencyKey))?.status).toBe('voided');
  });

  it('answers the first refund again when a retry comes after Stripe forgot the key, refunding nothing more', async () => {
    const charge = await gateway.charge(chargeInput(await storedCard()));
    const key = randomUUID();
    const first = await gateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: key });
    fake.forgetIdempotencyKeys();
    expect(await gateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: key })).toEqual(first);
    expect(refundCalls().filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(refundedOf(charge.chargeId)).toBe(1000);
    expect(fake.refunds().filter((made) => made.paymentIntent === charge.chargeId)).toEqual([
      expect.objectContaining({ id: first.refundId, amount: 1000, metadata: { refund_key: key } }),
    ]);
    // The same key for another amount is the caller's mistake (as Stripe says within the 24 hours): nothing moves.
    const other = await gateway.refund({ chargeId: charge.chargeId, amountCents: 500, idempotencyKey: key }).catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Error);
    expect(other).not.toBeInstanceOf(RefundRefusedError);
    expect(refundedOf(charge.chargeId)).toBe(1000);
  });

  it("finds a forgotten key's refund on a later page of the intent's refunds (newest first)", async () => {
    const charge = await gateway.charge(chargeInput(await storedCard()));
    const key = randomUUID();
    const first = await gateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: key });
    for (let count = 0; count < 100; count += 1) {
      await gateway.refund({ chargeId: charge.chargeId, amountCents: 1, idempotencyKey: randomUUID() });
    }
    fake.forgetIdempotencyKeys();
    fake.requests.length = 0;
    expect(await gateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: key })).toEqual(first);
    const [firstPage, secondPage, ...more] = refundCalls();
    expect(more).toEqual([]);
    expect(firstPage).toMatchObject({ method: 'GET', params: { payment_intent: charge.chargeId, limit: '100' } });
    expect(secondPage).toMatchObject({ method: 'GET', params: { payment_intent: charge.chargeId, limit: '100', starting_after: expect.stringMatching(/^re_/) } });
    expect(refundedOf(charge.chargeId)).toBe(1100);
  });

  it("refuses a refund beyond what is left of the charge in Stripe's words, moving nothing", async () => {
    const charge = await gateway.charge(chargeInput(await storedCard()));
    await gateway.refund({ chargeId: charge.chargeId, amountCents: 5000, idempotencyKey: randomUUID() });
    const beyond = gateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: randomUUID() });
    await expect(beyond).rejects.toThrow(new RefundRefusedError('Refund amount ($10.00) is greater than unrefunded amount on charge ($9.99)'));
    await gateway.refund({ chargeId: charge.chargeId, amountCents: 999, idempotencyKey: randomUUID() });
    const again = gateway.refund({ chargeId: charge.chargeId, amountCents: 1, idempotencyKey: randomUUID() });
    await expect(again).rejects.toBeInstanceOf(RefundRefusedError);
    expect(fake.charges().find((made) => made.paymentIntent === charge.chargeId)?.amountRefunded).toBe(5999);
  });

  it('treats an outage during a refund as an error that is no refusal, the retry under the same key refunding once', async () => {
    const charge = await gateway.charge(chargeInput(await storedCard()));
    const key = randomUUID();
    fake.failNext(3);
    const failed = await gateway.refund({ chargeId: charge.chargeId, amountCents: 500, idempotencyKey: key }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).not.toBeInstanceOf(RefundRefusedError);
    await gateway.refund({ chargeId: charge.chargeId, amountCents: 500, idempotencyKey: key });
    expect(fake.charges().find((made) => made.paymentIntent === charge.chargeId)?.amountRefunded).toBe(500);
  });

  it('answers no client token: Stripe.js needs only the publishable key', async () => {
    expect(await gateway.clientToken()).toBeUndefined();
  });

  it('is the card processor when PAYMENT_CARD_PROCESSOR=stripe, talking to STRIPE_API_BASE_URL', async () => {
    const sandbox = { vendor: 'sandbox' } as PaymentGateway;
    const env = parseEnv({
      PAYMENT_CARD_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_API_BASE_URL: fake.url,
    });
    const processors = createPaymentProcessors(env, {} as Db, sandbox);
    expect(processors.card.vendor).toBe('stripe');
    expect(processors.walletVault).toBe(sandbox);
    expect(processors.byVendor('stripe')).toBe(processors.card);
    expect(processors.byVendor('braintree')).toBeUndefined();
    const stored = await processors.card.storePaymentMethod({
      token: 'pm_card_visa',
      method: 'card',
      customerId: null,
      customer: CUSTOMER,
      idempotencyKey: randomUUID(),
    });
    expect(stored.cardLastFour).toBe('4242');
    expect(createPaymentProcessors(parseEnv({}), {} as Db, sandbox).card).toBe(sandbox);
  });
});
