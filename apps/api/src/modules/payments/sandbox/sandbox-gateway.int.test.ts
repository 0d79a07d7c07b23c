import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCharges, sandboxRefunds } from '../../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { RefundRefusedError, type Charge, type PaymentGateway } from '../payment-gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { tokenizeCard } from './sandbox-processor.service';

// The sandbox processor's refunds (ADR 119): whole or in parts, never beyond the charge, once per key.

let t: TestApp;
let gateway: PaymentGateway;
beforeAll(async () => {
  t = await buildTestApp();
  gateway = createSandboxGateway(t.handle.db);
});
afterAll(() => t.close());

async function newCharge(amountCents = 5999): Promise<{ charge: Charge; key: string }> {
  const tokenized = await tokenizeCard(t.handle.db, t.secret, { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' });
  if (!tokenized.ok) {
    throw new Error(tokenized.message);
  }
  const stored = await gateway.storePaymentMethod({
    token: tokenized.token.id,
    method: 'card',
    customerId: null,
    customer: { email: 'pat@example.com', name: 'Pat Doe', reference: 'patient-1' },
    idempotencyKey: randomUUID(),
  });
  const key = randomUUID();
  const charge = await gateway.charge({ amountCents, customerId: stored.customerId, paymentMethodId: stored.paymentMethodId, idempotencyKey: key, description: 'Teleskin box' });
  return { charge, key };
}

const refundsOf = (chargeId: string) => t.handle.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, chargeId));

describe('the sandbox gateway', () => {
  it('refunds part of a charge, then the rest; the charge reads voided once given back whole', async () => {
    const { charge, key } = await newCharge();
    const first = await gateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: randomUUID() });
    expect(first).toMatchObject({ amountCents: 1000, refundId: expect.stringMatching(/^re_/) });
    expect((await gateway.findCharge(key))?.status).toBe('succeeded');
    await gateway.refund({ chargeId: charge.chargeId, amountCents: 4999, idempotencyKey: randomUUID() });
    expect((await refundsOf(charge.chargeId)).map((row) => row.amountCents).sort()).toEqual([1000, 4999]);
    expect((await gateway.findCharge(key))?.status).toBe('voided');
  });

  it('answers the first refund again for the same key, and refuses the key with another amount', async () => {
    const { charge } = await newCharge();
    const key = randomUUID();
    const first = await gateway.refund({ chargeId: charge.chargeId, amountCents: 700, idempotencyKey: key });
    expect(await gateway.refund({ chargeId: charge.chargeId, amountCents: 700, idempotencyKey: key })).toEqual(first);
    await expect(gateway.refund({ chargeId: charge.chargeId, amountCents: 800, idempotencyKey: key })).rejects.toThrow(/same parameters/);
    expect(await refundsOf(charge.chargeId)).toHaveLength(1);
  });

  it("refuses more than is left, in Stripe's words, and a charge voided or unknown", async () => {
    const { charge } = await newCharge();
    await gateway.refund({ chargeId: charge.chargeId, amountCents: 5000, idempotencyKey: randomUUID() });
    await expect(gateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: randomUUID() })).rejects.toThrow(
      new RefundRefusedError('Refund amount ($10.00) is greater than unrefunded amount on charge ($9.99)'),
    );
    const voided = await newCharge();
    await gateway.voidCharge(voided.charge.chargeId, randomUUID());
    await expect(gateway.refund({ chargeId: voided.charge.chargeId, amountCents: 100, idempotencyKey: randomUUID() })).rejects.toBeInstanceOf(RefundRefusedError);
    await expect(gateway.refund({ chargeId: 'ch_unknown', amountCents: 100, idempotencyKey: randomUUID() })).rejects.toBeInstanceOf(RefundRefusedError);
    expect(await refundsOf(charge.chargeId)).toHaveLength(1);
  });

  it('never gives back more than the charge when refunds race (the charge row is locked)', async () => {
    const { charge } = await newCharge(3000);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => gateway.refund({ chargeId: charge.chargeId, amountCents: 1000, idempotencyKey: randomUUID() })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((result) => result.status === 'rejected').every((result) => result.reason instanceof RefundRefusedError)).toBe(true);
    const [row] = await t.handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, charge.chargeId));
    expect(row?.status).toBe('voided');
  });
});
