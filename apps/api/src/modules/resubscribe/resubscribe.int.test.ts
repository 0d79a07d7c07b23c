import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResubscribeShop } from '@app/domain/contracts';
import { orderLines, orders, productSelections, subscriptions, visits } from '../../db/schema/index';
import { seedDemoPromotions } from '../../seed/demo-promotions';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { activate, cardToken, giveAddress, patientAtCheckout, registerCard } from '../../test/kits/checkout-test-kit';
import { putItems, sellingPatient, type SellingPatient } from '../../test/kits/selection-test-kit';
import { openShop, putResubscribe, segmentOf, updateOrder, variantNamed } from '../../test/kits/resubscribe-test-kit';

// Issue 12 item 5 and its parts of items 6 and 7 (ADR 111): the resubscription opened with its
// cart, the visit order update, the $30 minimum and the checkout that completes it.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoPromotions(t.handle.db);
});
afterAll(async () => {
  await t.close();
});

const claim = (patient: SellingPatient, code: string) => patient.client.post('/api/patient/promotion-claims', { code, brand: 1, treatmentCategory: 1 });
const cheapestOtc = (shop: ResubscribeShop) => [...shop.variants].filter((variant) => !variant.isRx).sort((a, b) => a.price - b.price);
const resubscriptionVisits = async (uuid: string) => {
  const [visit] = await t.handle.db.select({ patientId: visits.patientId }).from(visits).where(eq(visits.uuid, uuid));
  return t.handle.db.select().from(visits).where(eq(visits.patientId, visit!.patientId));
};

describe('PUT /api/patient/resubscribe', () => {
  it('opens a resubscription with the recommended box, its prescription required, priced as a subscription', async () => {
    const patient = await sellingPatient(t);
    const shop = await openShop(patient.client);
    expect(shop).toMatchObject({ treatmentCategory: 1, patient: { firstname: 'Robin' }, resumePath: '/renewal/schedule-consultation' });
    expect(shop.cart).toMatchObject({ minimum: 3000, maxLines: 10, everyDays: 60, discountCodes: [], checkoutUrl: '/renewal/checkout' });
    const rx = shop.cart.lines.filter((line) => line.isRx);
    expect(rx.length).toBeGreaterThan(0);
    expect(rx.every((line) => line.isRequired)).toBe(true);
    expect(shop.cart.lines.filter((line) => !line.isRx).every((line) => !line.isRequired)).toBe(true);
    expect(shop.cart.subtotal).toBe(shop.cart.lines.reduce((sum, line) => sum + line.priceCents, 0));
    expect(shop.cart.isBelowMinimum).toBe(shop.cart.subtotal < 3000);
    // Every line is one of the shop's products, at its subscription price.
    for (const line of shop.cart.lines) {
      expect(shop.variants.find((variant) => variant.shopifyVariantId === line.variantId)?.price).toBe(line.priceCents);
    }
  });

  it('answers the same visit and cart again, and two tabs at once open one', async () => {
    const patient = await sellingPatient(t);
    const [first, second] = await Promise.all([putResubscribe(patient.client), putResubscribe(patient.client)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body.data.visitUuid).toBe(first.body.data.visitUuid);
    expect(second.body.data.cart.id).toBe(first.body.data.cart.id);
    const again = await openShop(patient.client);
    expect(again.cart.id).toBe(first.body.data.cart.id);
    const open = (await resubscriptionVisits(again.visitUuid)).filter((visit) => visit.flow === 'resubscription');
    expect(open).toHaveLength(1);
  });

  it('starts from the products of the ended subscription', async () => {
    const patient = await patientAtCheckout(t);
    expect((await activate(patient, 'trial')).status).toBe(200);
    const [visit] = await t.handle.db.select({ id: visits.id }).from(visits).where(eq(visits.uuid, patient.uuid));
    await t.handle.db.update(subscriptions).set({ status: 'canceled' }).where(eq(subscriptions.visitId, visit!.id));
    const listed = (await patient.client.get('/api/patient/subscriptions')).body.data[0].items as { itemId: number }[];
    const shop = await openShop(patient.client);
    expect(shop.cart.lines.map((line) => line.itemId)).toEqual(listed.map((item) => item.itemId));
  });

  it('refuses hair, another purchase context and an unknown survey provider, opening nothing', async () => {
    const patient = await sellingPatient(t);
    const hair = await putResubscribe(patient.client, { treatmentCategory: 2 });
    expect(hair.status).toBe(422);
    expect(hair.body.message).toBe('Resubscribing to this treatment is not available online yet.');
    const trial = await putResubscribe(patient.client, { purchaseContext: 'trial' });
    expect(trial.status).toBe(422);
    expect(trial.body.message).toBe('This treatment cannot be bought as "trial".');
    expect((await putResubscribe(patient.client, { surveyProvider: 'typeform' })).status).toBe(422);
    expect((await resubscriptionVisits(patient.uuid)).filter((visit) => visit.flow === 'resubscription')).toEqual([]);
  });
});

describe('PATCH /api/visits/{uuid}/orders/{orderId}', () => {
  it('adds and removes variants, keeps the required prescription and at most 10 lines', async () => {
    const patient = await sellingPatient(t);
    const shop = await openShop(patient.client);
    const [otc] = cheapestOtc(shop).filter((variant) => !shop.cart.lines.some((line) => line.variantId === variant.shopifyVariantId));
    const added = await updateOrder(patient.client, shop, { add: otc!.shopifyVariantId });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((added.body.data as ResubscribeShop).cart.lines.at(-1)).toMatchObject({ variantId: otc!.shopifyVariantId, priceCents: otc!.price });
    const removed = await updateOrder(patient.client, shop, { remove: otc!.shopifyVariantId });
    expect((removed.body.data as ResubscribeShop).cart.lines).toEqual(shop.cart.lines);

    const required = shop.cart.lines.find((line) => line.isRequired)!;
    const refused = await updateOrder(patient.client, shop, { remove: required.variantId });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`${required.name} is required and cannot be removed.`);

    for (const variant of shop.variants) {
      await updateOrder(patient.client, shop, { add: variant.shopifyVariantId });
    }
    const full = await openShop(patient.client);
    expect(full.cart.lines).toHaveLength(10);
    const extra = shop.variants.find((variant) => !full.cart.lines.some((line) => line.variantId === variant.shopifyVariantId));
    const eleventh = await updateOrder(patient.client, full, { add: extra!.shopifyVariantId });
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.message).toBe('A box can hold at most 10 products.');
  });

  it('refuses what names no product, an empty change and another visit’s order', async () => {
    const patient = await sellingPatient(t);
    const shop = await openShop(patient.client);
    const path = `/api/visits/${shop.visitUuid}/orders/${shop.cart.id}`;
    const unknown = await patient.client.request('PATCH', path, { add_shopify_product_variant_id: '999999' });
    expect(unknown).toMatchObject({ status: 422, body: { message: 'This product is not offered in the shop.' } });
    expect((await patient.client.request('PATCH', path, { add_shopify_product_variant_id: 'gid-x' })).status).toBe(422);
    expect(await patient.client.request('PATCH', path, {})).toMatchObject({ status: 422, body: { message: 'Name a product to add or remove.' } });
    expect((await patient.client.request('PATCH', `/api/visits/${patient.uuid}/orders/${shop.cart.id}`, { add_shopify_product_variant_id: '102' })).status).toBe(404);
    const stranger = await sellingPatient(t);
    expect((await stranger.client.request('PATCH', path, { add_shopify_product_variant_id: '102' })).status).toBe(404);
    expect((await openShop(patient.client)).cart.lines).toEqual(shop.cart.lines);
  });

  it('applies concurrent updates one after the other, losing none', async () => {
    const patient = await sellingPatient(t);
    const shop = await openShop(patient.client);
    const toAdd = cheapestOtc(shop)
      .filter((variant) => !shop.cart.lines.some((line) => line.variantId === variant.shopifyVariantId))
      .slice(0, 4);
    const answers = await Promise.all(toAdd.map((variant) => updateOrder(patient.client, shop, { add: variant.shopifyVariantId })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const after = await openShop(patient.client);
    expect(after.cart.lines.map((line) => line.variantId).sort()).toEqual([...shop.cart.lines.map((line) => line.variantId), ...toAdd.map((v) => v.shopifyVariantId)].sort());
  });
});

describe('the $30 minimum and the checkout', () => {
  /** A patient whose FREETRIAL claim makes the prescription's line zero, leaving one cheap product. */
  async function belowMinimum(): Promise<{ patient: SellingPatient; shop: ResubscribeShop }> {
    const patient = await sellingPatient(t);
    expect((await claim(patient, 'FREETRIAL')).status).toBe(200);
    const shop = await openShop(patient.client);
    for (const line of shop.cart.lines.filter((entry) => !entry.isRequired)) {
      expect((await updateOrder(patient.client, shop, { remove: line.variantId })).status).toBe(200);
    }
    const [cheap] = cheapestOtc(shop);
    const answer = await updateOrder(patient.client, shop, { add: cheap!.shopifyVariantId });
    return { patient, shop: answer.body.data as ResubscribeShop };
  }

  it('shows the FREETRIAL line at zero, and a subtotal under $30 is below the minimum', async () => {
    const { shop } = await belowMinimum();
    expect(shop.cart.discountCodes).toEqual(['FREETRIAL']);
    const rx = shop.cart.lines.find((line) => line.isRx)!;
    expect(rx.priceCents).toBe(0);
    expect(rx.originalCents).toBeGreaterThan(0);
    expect(shop.cart.subtotal).toBeLessThan(3000);
    expect(shop.cart.isBelowMinimum).toBe(true);
  });

  it('refuses a box under $30 posted straight to the API: no box confirmed, no order, no line', async () => {
    const { patient, shop } = await belowMinimum();
    const itemIds = shop.cart.lines.map((line) => line.itemId);
    const saved = await putItems(patient, itemIds);
    expect(saved.status).toBe(422);
    expect(saved.body.message).toBe('Minimum order is $30');
    await giveAddress(t, { ...patient, uuid: shop.visitUuid });
    expect((await registerCard(patient.client, await cardToken(patient.client))).status).toBe(200);
    // Even with the step marked done by hand, the activation prices the cart again and refuses it.
    await t.handle.db.update(visits).set({ facts: { selectionConfirmed: true, requiredItemIds: [itemIds[0]!] } }).where(eq(visits.uuid, shop.visitUuid));
    const paid = await activate({ ...patient, uuid: shop.visitUuid, flow: 'resubscription' }, 'subscription');
    expect(paid.status).toBe(422);
    expect(paid.body.message).toBe('Minimum order is $30');
    const [visit] = await t.handle.db.select({ id: visits.id }).from(visits).where(eq(visits.uuid, shop.visitUuid));
    expect(await t.handle.db.select().from(orders).where(eq(orders.visitId, visit!.id))).toEqual([]);
  });

  it('completes a resubscription of $30 or more as a subscription, then closes the cart', async () => {
    const patient = await sellingPatient(t);
    const shop = await openShop(patient.client);
    expect(shop.cart.isBelowMinimum).toBe(false);
    expect((await putItems(patient, shop.cart.lines.map((line) => line.itemId))).status).toBe(200);
    await giveAddress(t, { ...patient, uuid: shop.visitUuid });
    expect((await registerCard(patient.client, await cardToken(patient.client))).status).toBe(200);
    const resubscriber = { ...patient, uuid: shop.visitUuid, flow: 'resubscription' as const };
    expect((await activate(resubscriber, 'trial')).status).toBe(422);
    const paid = await activate(resubscriber, 'subscription');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [visit] = await t.handle.db.select({ id: visits.id }).from(visits).where(eq(visits.uuid, shop.visitUuid));
    const [order] = await t.handle.db.select().from(orders).where(eq(orders.visitId, visit!.id));
    expect(order?.kind).toBe('subscription');
    const lines = await t.handle.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((line) => line.itemId)).toEqual(shop.cart.lines.map((line) => line.itemId));
    const [subscription] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.visitId, visit!.id));
    expect(subscription?.status).toBe('active');
    const late = await updateOrder(patient.client, shop, { add: cheapestOtc(shop)[0]!.shopifyVariantId });
    expect(late).toMatchObject({ status: 409, body: { message: 'This order has been paid for and can no longer be changed.' } });
    const [cart] = await t.handle.db.select().from(productSelections).where(eq(productSelections.id, shop.cart.id));
    expect(cart?.selectedItemIds).toEqual(shop.cart.lines.map((line) => line.itemId));
    expect(segmentOf(variantNamed(shop, shop.cart.lines[0]!.name))).toBe(String(shop.cart.lines[0]!.itemId));
  });
});

describe('the non-expedited renewal (/renewal-ne, ADR 143)', () => {
  it('opens a visit of its own flow whose consultation cannot be skipped, where the expedited renewal can', async () => {
    const patient = await sellingPatient(t);
    const expedited = await openShop(patient.client);
    const opened = await putResubscribe(patient.client, { flow: 'resubscription-non-expedited' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const nonExpedited = opened.body.data as ResubscribeShop;
    expect(nonExpedited.visitUuid).not.toBe(expedited.visitUuid);
    expect(nonExpedited).toMatchObject({ resumePath: '/renewal-ne/schedule-consultation' });
    expect(nonExpedited.cart).toMatchObject({ minimum: 3000, checkoutUrl: '/renewal-ne/checkout' });
    expect(nonExpedited.cart.lines.filter((line) => line.isRx).every((line) => line.isRequired)).toBe(true);
    const flows = (await resubscriptionVisits(nonExpedited.visitUuid)).map((visit) => visit.flow).filter((flow) => flow.startsWith('resubscription'));
    expect(flows.sort()).toEqual(['resubscription', 'resubscription-non-expedited']);

    // Skip is the expedited renewal's: the non-expedited one waits for the call.
    const skipped = await patient.client.post(`/api/visits/${nonExpedited.visitUuid}/steps/schedule-consultation`, {});
    expect(skipped.status).toBe(422);
    expect((await patient.client.post(`/api/visits/${expedited.visitUuid}/steps/schedule-consultation`, {})).status).toBe(200);

    // Its cart changes like the expedited one's (the visit order update of its own visit).
    const added = await updateOrder(patient.client, nonExpedited, { add: cheapestOtc(nonExpedited).find((variant) => !nonExpedited.cart.lines.some((line) => line.variantId === variant.shopifyVariantId))!.shopifyVariantId });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect((added.body.data as ResubscribeShop).cart.lines.length).toBe(nonExpedited.cart.lines.length + 1);
  });

  it('refuses a flow that is not a resubscription', async () => {
    const patient = await sellingPatient(t);
    expect((await putResubscribe(patient.client, { flow: 'skin-signup' })).status).toBe(422);
  });
});
