import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPrice, SelectionCard, ShopProduct } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { variantIdOf } from '@app/domain/resubscribe';
import { billInstant } from '@app/domain/subscriptions';
import { auditEvents, catalogueSalesPauses, orderLines, orders } from '../../db/schema/index';
import { testJobs } from '../../test/job-runner';
import { activate, patientAtCheckout } from '../../test/kits/checkout-test-kit';
import { putItems, selectionData } from '../../test/kits/selection-test-kit';
import { moveClock, trialPatient } from '../../test/kits/subscription-test-kit';
import { signedInStaff, type SignedInStaff } from '../../test/staff-session';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

// Issue 33 item 2 (ADR 161): an admin pauses a brand's new sales of an over-the-counter product.
// No new box, added product or shop cart takes it from then on; a subscriber who has it keeps
// receiving and paying for it; resuming puts it back on sale. Each change is on the audit trail.

const t = suiteTestApp();
const jobs = testJobs(t);
const TEXT = STAFF_MESSAGES.adminProductSales.errors;
let admin: SignedInStaff;
let product: SelectionCard;

beforeAll(async () => {
  admin = await signedInStaff(t, 'admin', 'Ada Admin');
  // A skin product the main brand offers beside its routine, with one size and no options.
  const data = await selectionData(await patientAtCheckout(t));
  product = data.otcCards.find((card) => card.fullSizeItemId !== undefined && !card.selectableOptions && !data.initialSelectedItemIds.includes(card.fullSizeItemId))!;
  expect(product).toBeDefined();
});

const setSales = (onSale: boolean, reason = 'Supplier out of stock', productKey = product.key, brandId = 1) =>
  admin.client.post('/api/admin/product-sales', { brandId, productKey, onSale, reason });

const shopHandles = async (client: TestClient) => ((await client.get('/api/shop/products')).body.data.products as ShopProduct[]).map((each) => each.handle);

async function listedRows(): Promise<AdminPrice[]> {
  const response = await admin.client.get('/api/admin/prices');
  expect(response.status).toBe(200);
  return (response.body.data.prices as AdminPrice[]).filter((row) => row.productKey === product.key);
}

describe("pausing a product's new sales", () => {
  it('refuses a prescription, an unknown brand and no reason, field by field, and stores nothing; a patient may not', async () => {
    const rx = (await selectionData(await patientAtCheckout(t))).rxCards[0]!;
    const refused = await setSales(false, ' ', rx.key, 99);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toMatchObject({ brandId: [TEXT.brandId], productKey: [TEXT.productKey], reason: [STAFF_MESSAGES.operatorConsole.reasonNeeded] });
    expect(await t.handle.db.select().from(catalogueSalesPauses)).toEqual([]);
    const patient = await patientAtCheckout(t);
    expect((await patient.client.post('/api/admin/product-sales', { brandId: 1, productKey: product.key, onSale: false, reason: 'x' })).status).toBe(403);
  });

  it('takes it off new boxes, added products and the shop; a subscriber who has it keeps it; resuming puts it back', async () => {
    const itemId = product.fullSizeItemId!;
    const visitor = new TestClient(t.app, 'localhost', '10.89.0.1');
    expect(await shopHandles(visitor)).toContain(product.key);
    // Bought before the pause: a subscriber with it, another without, and a box chosen but not yet paid.
    const holder = await trialPatient(t, { extraItemIds: [itemId] });
    expect(holder.subscription.items.map((item) => item.itemId)).toContain(itemId);
    const other = await trialPatient(t);
    const addable = async () => (await other.patient.client.get(`/api/patient/subscriptions/${other.subscription.id}/addable-products`)).body.data as { itemId: number }[];
    expect((await addable()).map((each) => each.itemId)).toContain(itemId);
    const chosen = await patientAtCheckout(t, { extraItemIds: [itemId] });

    const paused = await setSales(false);
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data).toMatchObject({ brandId: 1, productKey: product.key, salesPausedAt: expect.any(String) });
    expect((await listedRows()).filter((row) => row.brandId === 1).every((row) => row.salesPausedAt === paused.body.data.salesPausedAt)).toBe(true);
    expect((await listedRows()).filter((row) => row.brandId === 2).every((row) => row.salesPausedAt === null)).toBe(true);
    const [audit] = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'catalogue.product.pause'), eq(auditEvents.outcome, 'done')));
    expect(audit).toMatchObject({ actorRole: 'admin', actorId: admin.member.id, reason: 'Supplier out of stock' });
    expect(audit!.subject).toMatchObject({ brandId: 1, productKey: product.key, 'before.sales': 'on', 'after.sales': 'paused' });
    // Paused again: the pause keeps its time, and the admin's intent is on the trail.
    const again = await setSales(false, 'Still out of stock');
    expect(again.status).toBe(200);
    expect(again.body.data.salesPausedAt).toBe(paused.body.data.salesPausedAt);
    const pauses = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'catalogue.product.pause'), eq(auditEvents.outcome, 'done'))).orderBy(auditEvents.id);
    expect(pauses.at(-1)).toMatchObject({ reason: 'Still out of stock', subject: expect.objectContaining({ 'before.sales': 'paused', 'after.sales': 'paused' }) });

    // A new patient is not offered it and cannot choose it.
    const newcomer = await patientAtCheckout(t);
    const data = await selectionData(newcomer);
    expect(data.otcCards.map((card) => card.key)).not.toContain(product.key);
    expect((await putItems(newcomer, [...data.initialSelectedItemIds, itemId])).status).toBe(422);
    // The box chosen before the pause is refused at payment, nothing charged or ordered.
    const late = await activate(chosen, 'trial');
    expect(late.status).toBe(422);
    expect((await chosen.client.get('/api/patient/subscriptions')).body.data).toEqual([]);
    // Neither added to a subscription nor sold in the shop.
    expect((await addable()).map((each) => each.itemId)).not.toContain(itemId);
    expect(await shopHandles(visitor)).not.toContain(product.key);
    expect((await visitor.post('/api/shop/carts', { lines: [{ variantId: variantIdOf(itemId), quantity: 1 }] })).status).toBe(422);
    // The other brand's sales are its own.
    expect((await selectionData(await patientAtCheckout(t, { host: 'agency.localhost' }))).otcCards.map((card) => card.key)).toContain(product.key);

    // The subscriber who has it is billed for it at the next box.
    const { subscription } = holder;
    const hours = Math.ceil((billInstant(subscription.nextBillDate, subscription.timeZone) - (await t.adapters.clock.now()).getTime()) / 3_600_000) + 1;
    await moveClock(t, jobs, hours);
    const renewed = await t.handle.db
      .select({ itemId: orderLines.itemId })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.subscriptionId, subscription.id), eq(orders.kind, 'renewal')));
    expect(renewed.map((line) => line.itemId)).toContain(itemId);

    // Resumed: on sale again, and on the trail.
    const resumed = await setSales(true, 'Back in stock');
    expect(resumed.status).toBe(200);
    expect(resumed.body.data.salesPausedAt).toBeNull();
    expect(await shopHandles(visitor)).toContain(product.key);
    expect((await addable()).map((each) => each.itemId)).toContain(itemId);
    const [back] = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'catalogue.product.resume'), eq(auditEvents.outcome, 'done')));
    expect(back!.subject).toMatchObject({ 'before.sales': 'paused', 'after.sales': 'on' });
  });
});
