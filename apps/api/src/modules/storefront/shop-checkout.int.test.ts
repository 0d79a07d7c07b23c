import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShopProduct, StorefrontCart } from '@app/domain/contracts';
import { MESSAGES, STOREFRONT_MESSAGES } from '@app/domain/messages';
import { checkoutAttempts, invoiceLines, invoices, orderLines, orders, patients, promotionClaims, promotionCodes, sandboxCharges, shipments, shopCarts } from '../../db/schema/index';
import { cardToken, registerCard, TEST_CARDS, WALLET_ADDRESS, walletNonce } from '../../test/kits/checkout-test-kit';
import { signedInPatient } from '../../test/messaging-test-kit';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

const t = suiteTestApp();
const TEXT = STOREFRONT_MESSAGES.storefront;

async function shopper(options: { address?: boolean; card?: string | null } = {}) {
  const { client, email } = await signedInPatient(t);
  const [patient] = await t.handle.db.select().from(patients).where(eq(patients.email, email));
  if (options.address !== false) {
    await t.handle.db
      .update(patients)
      .set({ firstname: 'Sam', lastname: 'Shopper', address1: '12 Main St', city: 'Los Angeles', state: 'CA', zipcode: '90012', hasCompletedShippingAddressEntry: true })
      .where(eq(patients.id, patient!.id));
  }
  if (options.card !== null) {
    expect((await registerCard(client, await cardToken(client, options.card ?? TEST_CARDS.success))).status).toBe(200);
  }
  return { client, patientId: patient!.id };
}

/** One variant of each product, the cheapest first: three of them stay under free shipping. */
async function variantIds(client: TestClient): Promise<string[]> {
  const products = (await client.get('/api/shop/products')).body.data.products as ShopProduct[];
  return products.map((product) => product.variants[0]!).sort((a, b) => a.priceCents - b.priceCents).map((variant) => variant.variantId);
}

/** Three products in the cart (one of them twice), as the browser adds them. */
async function fillCart(client: TestClient): Promise<StorefrontCart> {
  const [a, b, c] = await variantIds(client);
  const response = await client.post('/api/shop/carts', { lines: [{ variantId: a, quantity: 2 }, { variantId: b, quantity: 1 }, { variantId: c, quantity: 1 }] });
  expect(response.status).toBe(200);
  return response.body.data as StorefrontCart;
}

const pay = (client: TestClient, cartId: string, attempt = randomUUID()) => client.post(`/api/shop/carts/${cartId}/checkout`, { checkoutAttemptId: attempt });

const ordersOfCart = (cartId: string) => t.handle.db.select().from(orders).where(eq(orders.shopCartId, cartId));

describe('paying for a shop cart', () => {
  it('charges the cart’s total once and writes the order with its quantities, invoice, claim and shipment', async () => {
    const { client, patientId } = await shopper();
    const cart = await fillCart(client);
    const [code] = await t.handle.db.insert(promotionCodes).values({ brandId: 1, code: `SHOPPAY-${Date.now()}`, titleText: '$5 off', altText: '$5 off', amountCents: 500 }).returning();
    const withCode = (await client.request('PUT', `/api/shop/carts/${cart.id}/discount-codes`, { discountCodes: [code!.code] })).body.data as StorefrontCart;
    expect(withCode.discountCents).toBe(500);
    expect(withCode.taxEstimateCents).toBeGreaterThan(0);

    const paid = await pay(client, cart.id);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(Math.round(paid.body.data.revenue * 100)).toBe(withCode.totalCents);

    const [order] = await ordersOfCart(cart.id);
    expect(order).toMatchObject({ patientId, kind: 'cart', status: 'paid', visitId: null });
    const lines = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((line) => line.quantity)).toEqual([2, 1, 1]);
    expect(lines.reduce((sum, line) => sum + line.finalCents, 0)).toBe(withCode.subtotalCents);
    expect(withCode.shippingCents, 'a cart under $50 pays shipping').toBeGreaterThan(0);
    const [invoice] = await t.handle.db.select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(invoice).toMatchObject({ totalCents: withCode.totalCents, discountCents: 500, promotionCodeId: code!.id });
    const rows = await t.handle.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(invoice!.totalCents);
    const [claim] = await t.handle.db.select().from(promotionClaims).where(eq(promotionClaims.patientId, patientId));
    expect(claim).toMatchObject({ promotionCodeId: code!.id, orderId: order!.id });
    expect(claim!.redeemedAt).not.toBeNull();
    expect(await t.handle.db.select().from(shipments).where(eq(shipments.orderId, order!.id))).toHaveLength(1);

    expect((await client.get('/api/shop/cart')).body.data).toBeNull();
    const [row] = await t.handle.db.select().from(shopCarts).where(eq(shopCarts.id, cart.id));
    expect(row!.status).toBe('checked-out');
    const closed = await client.post(`/api/shop/carts/${cart.id}/lines`, { lines: [{ variantId: cart.lines[0]!.variantId, quantity: 1 }] });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe(TEXT.cartClosed);
    const next = await client.post('/api/shop/carts', { lines: [{ variantId: cart.lines[0]!.variantId, quantity: 1 }] });
    expect(next.body.data.id).not.toBe(cart.id);
  });

  it('answers a repeated attempt with the first one’s result and charges once', async () => {
    const { client } = await shopper();
    const cart = await fillCart(client);
    const attempt = randomUUID();
    const [first, second] = [await pay(client, cart.id, attempt), await pay(client, cart.id, attempt)];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.invoiceId).toBe(first.body.data.invoiceId);
    const attempts = await t.handle.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.shopCartId, cart.id));
    expect(await t.handle.db.select().from(sandboxCharges).where(inArray(sandboxCharges.idempotencyKey, attempts.map((row) => row.idempotencyKey)))).toHaveLength(1);
  });

  it('charges once when five presses race with different attempt ids', async () => {
    const { client } = await shopper();
    const cart = await fillCart(client);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(client, cart.id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(await ordersOfCart(cart.id)).toHaveLength(1);
    const attempts = await t.handle.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.shopCartId, cart.id));
    expect(await t.handle.db.select().from(sandboxCharges).where(inArray(sandboxCharges.idempotencyKey, attempts.map((row) => row.idempotencyKey)))).toHaveLength(1);
  });

  it('keeps the cart and its code after a declined card, and a later good card pays the same total once', async () => {
    const { client } = await shopper({ card: TEST_CARDS.declinedOnCharge });
    const cart = await fillCart(client);
    const [code] = await t.handle.db.insert(promotionCodes).values({ brandId: 1, code: `DECLINE-${Date.now()}`, titleText: '$10 off', altText: '$10 off', amountCents: 1000 }).returning();
    const shown = (await client.request('PUT', `/api/shop/carts/${cart.id}/discount-codes`, { discountCodes: [code!.code] })).body.data as StorefrontCart;
    const declined = await pay(client, cart.id);
    expect(declined.status).toBe(402);
    expect(declined.body.code).toBe('PAYMENT_DECLINED');
    expect(await ordersOfCart(cart.id)).toHaveLength(0);
    // The claim the declined try made is still the shopper's to use: the code still applies.
    const after = (await client.get('/api/shop/cart')).body.data as StorefrontCart;
    expect({ id: after.id, codes: after.discountCodes, total: after.totalCents }).toEqual({ id: cart.id, codes: shown.discountCodes, total: shown.totalCents });
    expect((await registerCard(client, await cardToken(client))).status).toBe(200);
    const paid = await pay(client, cart.id);
    expect(paid.status).toBe(200);
    expect(Math.round(paid.body.data.revenue * 100)).toBe(shown.totalCents);
    expect(await ordersOfCart(cart.id)).toHaveLength(1);
  });

  it('takes a code that is not once per patient off each cart the shopper pays for; a once code only off the first (ADR 164)', async () => {
    const { client, patientId } = await shopper();
    const stamp = Date.now();
    const [repeatable, once] = await t.handle.db
      .insert(promotionCodes)
      .values([
        { brandId: 1, code: `AGAIN-${stamp}`, titleText: '$4 off', altText: '$4 off', amountCents: 400, oncePerPatient: false },
        { brandId: 1, code: `ONCE-${stamp}`, titleText: '$3 off', altText: '$3 off', amountCents: 300 },
      ])
      .returning();
    const codesOn = async (cartId: string, code: string) => ((await client.request('PUT', `/api/shop/carts/${cartId}/discount-codes`, { discountCodes: [code] })).body.data as StorefrontCart).discountCodes;
    for (const code of [repeatable!, once!]) {
      const cart = await fillCart(client);
      expect(await codesOn(cart.id, code.code)).toEqual([{ code: code.code, applicable: true, amountCents: code.amountCents, reason: null }]);
      expect((await pay(client, cart.id)).status).toBe(200);
    }
    const next = await fillCart(client);
    expect(await codesOn(next.id, once!.code)).toEqual([{ code: once!.code, applicable: false, amountCents: 0, reason: MESSAGES.promotion.alreadyUsed }]);
    const again = await codesOn(next.id, repeatable!.code);
    expect(again).toEqual([{ code: repeatable!.code, applicable: true, amountCents: 400, reason: null }]);
    expect((await pay(client, next.id)).status).toBe(200);
    const claims = await t.handle.db.select().from(promotionClaims).where(eq(promotionClaims.patientId, patientId));
    expect(claims.map((claim) => claim.promotionCodeId).sort()).toEqual([repeatable!.id, repeatable!.id, once!.id].sort());
    expect(claims.every((claim) => claim.redeemedAt !== null)).toBe(true);
    const [code] = await t.handle.db.select().from(promotionCodes).where(eq(promotionCodes.id, repeatable!.id));
    expect({ uses: code!.useCount, given: code!.givenCents }).toEqual({ uses: 2, given: 800 });
  });

  it('takes a percent code’s percentage off the cart within what is left of its budget, and refuses one for prescriptions (ADR 166)', async () => {
    const { client, patientId } = await shopper();
    const stamp = Date.now();
    const cart = await fillCart(client);
    const [percent, forRx] = await t.handle.db
      .insert(promotionCodes)
      .values([
        { brandId: 1, code: `PCT-SHOP-${stamp}`, titleText: '25% off', altText: '25% off', kind: 'percent', amountCents: 0, percentOff: 25, budgetCents: 100_000, givenCents: 100_000 - 700 },
        { brandId: 1, code: `PCT-RX-${stamp}`, titleText: '25% off', altText: 'Prescriptions', kind: 'percent', amountCents: 0, percentOff: 25, appliesToLines: 'rx' },
      ])
      .returning();
    const codesOn = async (code: string) => (await client.request('PUT', `/api/shop/carts/${cart.id}/discount-codes`, { discountCodes: [code] })).body.data as StorefrontCart;
    expect((await codesOn(forRx!.code)).discountCodes).toEqual([{ code: forRx!.code, applicable: false, amountCents: 0, reason: STOREFRONT_MESSAGES.storefront.codeForPrescriptions }]);
    const withCode = await codesOn(percent!.code);
    // A quarter of the cart is more than the $7.00 its budget has left: $7.00 comes off.
    expect(Math.round(withCode.subtotalCents / 4)).toBeGreaterThan(700);
    expect(withCode.discountCents).toBe(700);
    expect((await pay(client, cart.id)).status).toBe(200);
    const [claim] = await t.handle.db.select().from(promotionClaims).where(eq(promotionClaims.patientId, patientId));
    expect(claim).toMatchObject({ promotionCodeId: percent!.id, amountCents: 700, redeemedAt: expect.any(Date) });
    const [code] = await t.handle.db.select().from(promotionCodes).where(eq(promotionCodes.id, percent!.id));
    expect(code).toMatchObject({ useCount: 1, givenCents: 100_000 });

    // With budget to spare, a quarter of the next cart comes off.
    await t.handle.db.update(promotionCodes).set({ budgetCents: null, oncePerPatient: false }).where(eq(promotionCodes.id, percent!.id));
    const next = await fillCart(client);
    const nextWithCode = (await client.request('PUT', `/api/shop/carts/${next.id}/discount-codes`, { discountCodes: [percent!.code] })).body.data as StorefrontCart;
    expect(nextWithCode.discountCents).toBe(Math.round(nextWithCode.subtotalCents / 4));
  });

  it('refuses a code that no longer applies instead of charging more than the total shown', async () => {
    const { client } = await shopper();
    const cart = await fillCart(client);
    const [code] = await t.handle.db.insert(promotionCodes).values({ brandId: 1, code: `LAST-${Date.now()}`, titleText: '$5 off', altText: '$5 off', amountCents: 500, maxUses: 1 }).returning();
    await client.request('PUT', `/api/shop/carts/${cart.id}/discount-codes`, { discountCodes: [code!.code] });
    await t.handle.db.update(promotionCodes).set({ useCount: 1 }).where(eq(promotionCodes.id, code!.id));
    const refused = await pay(client, cart.id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(MESSAGES.promotion.usedUp);
    expect(await ordersOfCart(cart.id)).toHaveLength(0);
  });

  it('refuses without an address, without a card, with an empty cart, and stores no order', async () => {
    const noAddress = await shopper({ address: false });
    const cartA = await fillCart(noAddress.client);
    expect((await pay(noAddress.client, cartA.id)).body.message).toBe(MESSAGES.payment.noShippingAddress);
    const noCard = await shopper({ card: null });
    const cartB = await fillCart(noCard.client);
    expect((await pay(noCard.client, cartB.id)).body.message).toBe(MESSAGES.payment.noPaymentMethod);
    const empty = await shopper();
    const cartC = await fillCart(empty.client);
    for (const line of cartC.lines) {
      await empty.client.request('DELETE', `/api/shop/carts/${cartC.id}/lines/${line.id}`);
    }
    const emptied = await pay(empty.client, cartC.id);
    expect(emptied.status).toBe(422);
    expect(emptied.body.message).toBe(TEXT.cartEmpty);
    expect(await t.handle.db.select().from(orders).where(inArray(orders.shopCartId, [cartA.id, cartB.id, cartC.id]))).toHaveLength(0);
  });

  it('is for the cart’s own signed-in shopper only', async () => {
    const owner = await shopper();
    const cart = await fillCart(owner.client);
    const stranger = await shopper();
    const theirs = await pay(stranger.client, cart.id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe(TEXT.cartNotFound);
    expect((await pay(new TestClient(t.app, undefined, '10.33.0.1'), cart.id)).status).toBe(401);
    expect(await ordersOfCart(cart.id)).toHaveLength(0);
  });

  it.each(['paypal', 'apple-pay'] as const)('pays with a wallet (%s) that brings its own address, once, and keeps both as the shopper’s', async (method) => {
    const { client, patientId } = await shopper({ address: false, card: null });
    const cart = await fillCart(client);
    const express = async (attempt: string, approvedTotalCents: number, extra: Record<string, unknown> = {}) =>
      client.post(`/api/shop/carts/${cart.id}/express-checkout`, {
        method,
        vendor: 'sandbox',
        paymentNonce: await walletNonce(client, method),
        ...WALLET_ADDRESS,
        checkoutAttemptId: attempt,
        approvedTotalCents,
        ...extra,
      });
    const badZip = await express(randomUUID(), cart.totalCents, { zipcode: '1' });
    expect(badZip.status).toBe(422);
    expect((await client.get('/api/patient/payment/method')).body.data).toBeNull();
    // The sheet asked for the total with the tax of the state the shopper gave at eligibility (CA);
    // the wallet's New York address brings New York's: refused, nothing charged.
    const changed = await express(randomUUID(), cart.totalCents);
    expect(changed.status).toBe(409);
    const repriced = (await client.get('/api/shop/cart')).body.data as StorefrontCart;
    expect(repriced.taxEstimateCents).not.toBe(cart.taxEstimateCents);
    expect(changed.body.message).toBe(TEXT.totalChanged.replace('{total}', `$${(repriced.totalCents / 100).toFixed(2)}`));
    expect(await ordersOfCart(cart.id)).toHaveLength(0);
    const attempt = randomUUID();
    const paid = await express(attempt, repriced.totalCents);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(Math.round(paid.body.data.revenue * 100)).toBe(repriced.totalCents);
    const again = await express(attempt, repriced.totalCents);
    expect(again.body.data.invoiceId).toBe(paid.body.data.invoiceId);
    expect(await ordersOfCart(cart.id)).toHaveLength(1);
    const [row] = await t.handle.db.select().from(patients).where(eq(patients.id, patientId));
    expect(row).toMatchObject({ address1: WALLET_ADDRESS.address1, state: WALLET_ADDRESS.state, hasCompletedShippingAddressEntry: true });
    expect((await client.get('/api/patient/payment/method')).body.data).toMatchObject({ method });
    const other = await express(randomUUID(), repriced.totalCents);
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(TEXT.cartClosed);
  });
});
