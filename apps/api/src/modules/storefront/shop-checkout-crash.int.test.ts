import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontCart } from '@app/domain/contracts';
import { checkoutAttempts, orders, patients, sandboxCharges } from '../../db/schema/index';
import { killProcess, listeningPort } from '../../test/api-process';
import type { TestApp } from '../../test/build-test-app';
import { crashTestApp, postAsClient } from '../../test/crash-test-app';
import { holdLock } from '../../test/held-lock';
import { cardToken, registerCard } from '../../test/kits/checkout-test-kit';
import { signedInPatient } from '../../test/messaging-test-kit';
import { waitFor } from '../../test/wait-for';
import { idempotencyKeyOf } from '../checkout/activation.service';

// Issue 31 item 4: a shop cart's checkout keeps the checkouts' crash guarantee (ADR 135): an API
// process killed between "charge accepted" and "order committed", then restarted, ends with the
// order from the one charge, and the cart closes; a retry of the same press answers that order.

const crash = crashTestApp();
let t: TestApp;
beforeAll(() => {
  t = crash.app();
});

describe('a process killed during a shop cart’s checkout', () => {
  it('after the charge, before the order: the restart records the order from one charge, the cart closes and a retry gets the order', async () => {
    const { client, email } = await signedInPatient(t);
    const [patient] = await t.handle.db.select().from(patients).where(eq(patients.email, email));
    await t.handle.db
      .update(patients)
      .set({ firstname: 'Sam', lastname: 'Shopper', address1: '12 Main St', city: 'Los Angeles', state: 'CA', zipcode: '90012', hasCompletedShippingAddressEntry: true })
      .where(eq(patients.id, patient!.id));
    expect((await registerCard(client, await cardToken(client))).status).toBe(200);
    const cart = (await client.post('/api/shop/carts', { lines: [{ variantId: 'gid://teleskin/ProductVariant/5002', quantity: 2 }] })).body.data as StorefrontCart;
    const attempt = randomUUID();
    const key = idempotencyKeyOf(patient!.id, { shopCartId: cart.id }, attempt);
    const chargesWith = () => t.handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, key));
    const attemptWith = async () => (await t.handle.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.idempotencyKey, key)))[0];

    // The order's transaction writes its lines after the order: held here, it cannot commit (the
    // orders table itself is read before the charge, to close a cart already paid for).
    const lock = await holdLock(t.databaseUrl, 'lock table order_lines in access exclusive mode');
    const api = crash.startProcess();
    void postAsClient(await listeningPort(api), client, `/api/shop/carts/${cart.id}/checkout`, { checkoutAttemptId: attempt });
    await waitFor(async () => (await chargesWith()).length === 1, 30_000, 'the processor to accept the charge');
    await killProcess(api);
    await lock.release();
    expect(await attemptWith()).toMatchObject({ status: 'pending', orderId: null });

    await listeningPort(crash.startProcess());
    await waitFor(async () => (await attemptWith())?.status === 'completed', 10_000, 'the order within 10 s of the restart');
    expect(await t.handle.db.select().from(orders).where(eq(orders.shopCartId, cart.id))).toHaveLength(1);
    expect((await chargesWith()).map((charge) => charge.status)).toEqual(['succeeded']);
    expect((await client.get('/api/shop/cart')).body.data).toBeNull();
    const retry = await client.post(`/api/shop/carts/${cart.id}/checkout`, { checkoutAttemptId: attempt });
    expect(retry.status).toBe(200);
    expect(await chargesWith()).toHaveLength(1);
  }, 120_000);
});
