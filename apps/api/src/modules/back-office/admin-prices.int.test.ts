import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminPrice, ShopProduct } from '@app/domain/contracts';
import { itemIdOfVariant } from '@app/domain/resubscribe';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatUsd } from '@app/domain/pricing';
import { addDays, billInstant, calendarDateIn, earliestPriceChangeDate, PRICE_CHANGE_TIME_ZONE, PRICE_RAISE_TELLING_DAYS, priceChangeStartsAt, type CataloguePriceKind } from '@app/domain/subscriptions';
import { auditEvents, cataloguePriceChanges, orderLines, orders } from '../../db/schema/index';
import { testJobs } from '../../test/job-runner';
import { advanceSimulatedClock } from '../clock/clock';
import { activate, patientAtCheckout } from '../../test/kits/checkout-test-kit';
import { emailsOf, moveClock, patientIdOf, subscriptionOf, trialPatient } from '../../test/kits/subscription-test-kit';
import { signedInStaff, type SignedInStaff } from '../../test/staff-session';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { AGENCY_HOST } from '../../test/kits/selection-test-kit';

// Issue 33 items 2, 5 and 7 (ADR 160): an admin sets a product's price of a brand from a date; the
// subscribers it raises are told at once, a box billed before the date keeps the old price, a box
// billed from it and at least 7 days after the notice takes the new one, and a new checkout sells at
// the price in effect. Every change is on the audit trail with the price before and after.

const t = suiteTestApp();
const jobs = testJobs(t);
const HOUR_MS = 3_600_000;
let admin: SignedInStaff;

beforeAll(async () => {
  admin = await signedInStaff(t, 'admin', 'Ada Admin');
});

async function pricesListed(): Promise<{ prices: AdminPrice[]; earliestDate: string }> {
  const response = await admin.client.get('/api/admin/prices');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

const priceOf = async (brandId: number, itemId: number, kind: CataloguePriceKind = 'full-size') =>
  (await pricesListed()).prices.find((price) => price.brandId === brandId && price.itemId === itemId && price.priceKind === kind)!;

/** The renewal orders' lines of the item, oldest first. */
async function renewalLinesOf(subscriptionId: number, itemId: number) {
  const rows = await t.handle.db
    .select({ finalCents: orderLines.finalCents })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.subscriptionId, subscriptionId), eq(orders.kind, 'renewal'), eq(orderLines.itemId, itemId)))
    .orderBy(asc(orders.id));
  return rows.map((row) => row.finalCents);
}

const hoursUntil = async (instant: number) => Math.ceil((instant - (await t.adapters.clock.now()).getTime()) / HOUR_MS);

describe("the admin console's prices", () => {
  it("lists each brand's full-size products at the catalogue's prices, and the first date a change may start", async () => {
    const { prices, earliestDate } = await pricesListed();
    expect(earliestDate).toBe(earliestPriceChangeDate(await t.adapters.clock.now()));
    const formula = prices.filter((price) => price.productName === 'Custom Formula');
    expect(formula.map((price) => price.brandName)).toEqual(['Teleskin', 'Marlow & Finch']);
    expect(formula[0]).toMatchObject({ priceKind: 'full-size', currentCents: formula[0]!.catalogueCents, scheduled: [] });
    expect(prices.filter((price) => price.priceKind === 'full-size').every((price) => price.currentCents > 0)).toBe(true);
    // Each price once: the hydro-plus card sells future-proof's items, and is not a second row of them.
    const keys = prices.map((price) => `${price.brandId}:${price.itemId}:${price.priceKind}`);
    expect(new Set(keys).size).toBe(keys.length);
    // Its trial size and its one-time purchase are rows of their own (ADR 165), after its full size.
    const kinds = prices.filter((price) => price.brandId === 1 && price.productName.startsWith('Custom Formula'));
    expect(kinds.map(({ productName, itemId, priceKind, currentCents }) => ({ productName, itemId, priceKind, currentCents }))).toEqual([
      { productName: 'Custom Formula', itemId: 102, priceKind: 'full-size', currentCents: formula[0]!.currentCents },
      { productName: 'Custom Formula (trial size)', itemId: 101, priceKind: 'trial-size', currentCents: 0 },
      { productName: 'Custom Formula (one time)', itemId: 102, priceKind: 'one-time', currentCents: 6490 },
    ]);
    expect(new Set(kinds.map((price) => price.salesName))).toEqual(new Set(['Custom Formula']));
    // A product with options is one row per option, each named by the product for a pause of them all.
    const options = prices.filter((price) => price.brandId === 1 && price.priceKind === 'full-size' && price.productKey !== null && price.productName !== price.salesName);
    expect(options.length).toBeGreaterThan(1);
    expect(options.every((price) => price.productName.startsWith(`${price.salesName} (`))).toBe(true);
  });

  it('refuses a change field by field (past date, unknown product, too high a price, no reason) and stores nothing', async () => {
    const refused = await admin.client.post('/api/admin/prices', { brandId: 1, itemId: 999_999, priceCents: 100_001, effectiveOn: '2020-02-30', reason: ' ' });
    expect(refused.status).toBe(422);
    const { earliestDate } = await pricesListed();
    expect(refused.body.errors).toMatchObject({
      itemId: [STAFF_MESSAGES.adminPriceForm.errors.itemId],
      priceCents: [STAFF_MESSAGES.adminPriceForm.errors.priceCents],
      effectiveOn: [`Enter a date from ${earliestDate} on.`],
      reason: [STAFF_MESSAGES.operatorConsole.reasonNeeded],
    });
    const today = await admin.client.post('/api/admin/prices', { brandId: 7, itemId: 102, priceCents: 100, effectiveOn: addDays(earliestDate, -1), reason: 'Too soon' });
    expect(today.status).toBe(422);
    expect(Object.keys(today.body.errors).sort()).toEqual(['brandId', 'effectiveOn']);
    expect(await t.handle.db.select().from(cataloguePriceChanges)).toEqual([]);
    const patient = await trialPatient(t);
    expect((await patient.patient.client.post('/api/admin/prices', { brandId: 1, itemId: 102, priceCents: 1, effectiveOn: earliestDate, reason: 'x' })).status).toBe(403);
  });

  it('a raise: told at once; the box before its date bills the old price, the next one the new; a new checkout pays the new price from the date', async () => {
    const { patient, subscription } = await trialPatient(t);
    const patientId = await patientIdOf(t, patient);
    const rx = subscription.items.find((item) => item.isRx)!;
    const raised = rx.priceCents + 500;
    // From the day after the trial's box bills: that box keeps the old price.
    const effectiveOn = addDays(subscription.nextBillDate, 1);
    const scheduled = await admin.client.post('/api/admin/prices', { brandId: 1, itemId: rx.itemId, priceCents: raised, effectiveOn, reason: 'Supplier cost up' });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
    expect(scheduled.body.data).toMatchObject({ currentCents: rx.priceCents, scheduled: [{ priceCents: raised, effectiveOn, reason: 'Supplier cost up' }] });

    const [audit] = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'catalogue.price.schedule'), eq(auditEvents.outcome, 'done')));
    expect(audit).toMatchObject({ actorRole: 'admin', actorId: admin.member.id, outcome: 'done', reason: 'Supplier cost up' });
    expect(audit!.subject).toMatchObject({ itemId: rx.itemId, effectiveOn, 'before.priceCents': rx.priceCents, 'after.priceCents': raised });

    // The next renewals pass tells the subscriber, once however often it runs.
    await moveClock(t, jobs, 1);
    await moveClock(t, jobs, 1);
    const told = await emailsOf(t, patientId, 'subscription-price-raise');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(`costs ${formatUsd(raised)} a box instead of ${formatUsd(rx.priceCents)}`);
    expect(told[0]!.body).toContain(`with ${rx.name} at ${formatUsd(rx.priceCents)}`);
    // The dashboard's next box is the one before the date: the old price.
    expect((await subscriptionOf(patient)).items.find((item) => item.itemId === rx.itemId)!.priceCents).toBe(rx.priceCents);

    await moveClock(t, jobs, await hoursUntil(billInstant(subscription.nextBillDate, subscription.timeZone) + HOUR_MS));
    expect(await renewalLinesOf(subscription.id, rx.itemId)).toEqual([rx.priceCents]);
    const after = await subscriptionOf(patient);
    expect(after.nextBillDate).toBe(addDays(subscription.nextBillDate, 60));
    // The next box is past the date and more than 7 days after the notice: the new price, as it will bill.
    expect(after.items.find((item) => item.itemId === rx.itemId)!.priceCents).toBe(raised);
    await moveClock(t, jobs, await hoursUntil(billInstant(after.nextBillDate, after.timeZone) + HOUR_MS));
    expect(await renewalLinesOf(subscription.id, rx.itemId)).toEqual([rx.priceCents, raised]);
    expect(await emailsOf(t, patientId, 'subscription-price-raise')).toHaveLength(1);

    // A new patient's checkout after the date sells at the new price and is never told of it.
    expect((await priceOf(1, rx.itemId)).currentCents).toBe(raised);
    const newcomer = await trialPatient(t);
    expect(newcomer.subscription.items.find((item) => item.itemId === rx.itemId)!.priceCents).toBe(raised);
    await moveClock(t, jobs, 1);
    expect(await emailsOf(t, await patientIdOf(t, newcomer.patient), 'subscription-price-raise')).toEqual([]);
  });

  it('a raise told less than 7 days before a box waits a box; a cut applies from its date without notice', async () => {
    const { patient, subscription } = await trialPatient(t);
    const patientId = await patientIdOf(t, patient);
    const rx = subscription.items.find((item) => item.isRx)!;
    const current = (await priceOf(1, rx.itemId)).currentCents;
    // Five days before the box bills, a raise from the next day: told, but not 7 days ahead.
    await moveClock(t, jobs, await hoursUntil(billInstant(addDays(subscription.nextBillDate, -5), subscription.timeZone)));
    const raised = current + 300;
    const late = await admin.client.post('/api/admin/prices', { brandId: 1, itemId: rx.itemId, priceCents: raised, effectiveOn: (await pricesListed()).earliestDate, reason: 'Late raise' });
    expect(late.status).toBe(201);
    await moveClock(t, jobs, 1);
    expect(await emailsOf(t, patientId, 'subscription-price-raise')).toHaveLength(1);
    await moveClock(t, jobs, await hoursUntil(billInstant(subscription.nextBillDate, subscription.timeZone) + HOUR_MS));
    expect(await renewalLinesOf(subscription.id, rx.itemId)).toEqual([current]);
    expect((await subscriptionOf(patient)).items.find((item) => item.itemId === rx.itemId)!.priceCents).toBe(raised);

    // A cut from the next day: the next box takes it, no notice needed.
    const cut = await admin.client.post('/api/admin/prices', { brandId: 1, itemId: rx.itemId, priceCents: current - 200, effectiveOn: (await pricesListed()).earliestDate, reason: 'Spring price' });
    expect(cut.status).toBe(201);
    expect((await subscriptionOf(patient)).items.find((item) => item.itemId === rx.itemId)!.priceCents).toBe(current - 200);
    // Another brand's price is its own.
    expect((await priceOf(2, rx.itemId)).currentCents).toBe((await priceOf(2, rx.itemId)).catalogueCents);
    const changes = await t.handle.db.select().from(cataloguePriceChanges).where(inArray(cataloguePriceChanges.reason, ['Late raise', 'Spring price']));
    expect(changes).toHaveLength(2);
  });

  it('a trial-size or one-time price is its own: checkouts from its date take it; the full size, renewals and subscribers are untouched (ADR 165)', async () => {
    const { patient, subscription } = await trialPatient(t);
    const patientId = await patientIdOf(t, patient);
    const fullSize = await priceOf(1, 102);
    const { earliestDate } = await pricesListed();
    const misfiled = await admin.client.post('/api/admin/prices', { brandId: 1, itemId: 102, priceKind: 'trial-size', priceCents: 500, effectiveOn: earliestDate, reason: 'Wrong kind' });
    expect(misfiled.status).toBe(422);
    expect(misfiled.body.errors).toEqual({ itemId: [STAFF_MESSAGES.adminPriceForm.errors.itemId] });

    const trial = await admin.client.post('/api/admin/prices', { brandId: 1, itemId: 101, priceKind: 'trial-size', priceCents: 500, effectiveOn: earliestDate, reason: 'Trial costs' });
    expect(trial.status, JSON.stringify(trial.body)).toBe(201);
    expect(trial.body.data).toMatchObject({ itemId: 101, priceKind: 'trial-size', currentCents: 0, scheduled: [{ priceCents: 500, effectiveOn: earliestDate }] });
    const once = await admin.client.post('/api/admin/prices', { brandId: 1, itemId: 102, priceKind: 'one-time', priceCents: 5990, effectiveOn: earliestDate, reason: 'One-time cut' });
    expect(once.status).toBe(201);
    const [audit] = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'catalogue.price.schedule'), eq(auditEvents.reason, 'One-time cut')));
    expect(audit!.subject).toMatchObject({ itemId: 102, priceKind: 'one-time', 'before.priceCents': 6490, 'after.priceCents': 5990 });
    expect(await priceOf(1, 102)).toEqual(fullSize);

    const estimate = async (context: string) => (await patient.client.get(`/api/estimate?category=skin&purchaseContext=${context}&productIds=1`)).body.data.lines[0];
    expect(await estimate('trial')).toMatchObject({ itemId: 101, finalAmount: 0 });
    await moveClock(t, jobs, await hoursUntil(priceChangeStartsAt(earliestDate).getTime()));
    expect(await estimate('trial')).toMatchObject({ itemId: 101, finalAmount: 500 });
    // A change is a plain price: the one-time sale shown struck through is gone with it.
    expect(await estimate('onetime')).toMatchObject({ itemId: 102, originalAmount: 5990, finalAmount: 5990 });
    expect(await estimate('subscription')).toMatchObject({ itemId: 102, finalAmount: fullSize.currentCents });

    // A subscriber's box is full size: no notice of the trial size's raise, and the box bills as before.
    expect(await emailsOf(t, patientId, 'subscription-price-raise')).toEqual([]);
    const next = await subscriptionOf(patient);
    expect(next.items.map((item) => item.priceCents)).toEqual(subscription.items.map((item) => item.priceCents));
  });

  it('prices each checkout from one version while the prices change under it at midnight', async () => {
    const patients = await Promise.all(Array.from({ length: 6 }, () => patientAtCheckout(t)));
    const { earliestDate } = await pricesListed();
    const box = (await trialPatient(t)).subscription.items.map((item) => item.itemId);
    expect(box.length).toBeGreaterThan(1);
    const before = await Promise.all(box.map(async (itemId) => (await priceOf(1, itemId)).currentCents));
    for (const [index, itemId] of box.entries()) {
      const changed = await admin.client.post('/api/admin/prices', { brandId: 1, itemId, priceCents: before[index]! + 100, effectiveOn: earliestDate, reason: 'Midnight change' });
      expect(changed.status).toBe(201);
    }
    // The checkouts start a moment before the changes' midnight and end after it.
    const now = (await t.adapters.clock.now()).getTime();
    await advanceSimulatedClock(t.handle.db, priceChangeStartsAt(earliestDate).getTime() - now - 150);
    const activated = await Promise.all(patients.map(async (patient, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 60));
      return activate(patient, 'trial');
    }));
    expect(activated.map((answer) => answer.status)).toEqual(patients.map(() => 200));
    for (const patient of patients) {
      const items = (await subscriptionOf(patient)).items;
      const prices = box.map((itemId) => items.find((item) => item.itemId === itemId)?.priceCents);
      // Every item of a box at the old price, or every one at the new: never a box of two versions.
      expect([before, before.map((cents) => cents + 100)]).toContainEqual(prices);
    }
  });

  it("the shop and the estimate sell at a brand's new price from its date, and the other brand's shop keeps its own", async () => {
    const visitor = new TestClient(t.app, 'localhost', '10.88.0.1');
    const shopOf = async (client: TestClient) => ((await client.get('/api/shop/products')).body.data.products as ShopProduct[]).filter((product) => product.variants.length === 1);
    const agency = new TestClient(t.app, AGENCY_HOST, '10.88.0.2');
    const agencyPrices = new Map((await shopOf(agency)).map((each) => [each.id, each.variants[0]!.priceCents]));
    // A product both brands sell, to see the change is the main brand's alone.
    const product = (await shopOf(visitor)).find((each) => agencyPrices.has(each.id))!;
    const itemId = itemIdOfVariant(product.variants[0]!.variantId)!;
    const estimate = async () => (await visitor.get(`/api/estimate?category=${product.category}&purchaseContext=subscription&productIds=${product.id}`)).body.data.lines[0].finalAmount as number;
    const before = product.variants[0]!.priceCents;
    expect(await estimate()).toBe(before);
    const { earliestDate } = await pricesListed();
    expect((await admin.client.post('/api/admin/prices', { brandId: 1, itemId, priceCents: before + 250, effectiveOn: earliestDate, reason: 'Shop price' })).status).toBe(201);
    expect((await shopOf(visitor)).find((each) => each.id === product.id)!.variants[0]!.priceCents).toBe(before);

    await moveClock(t, jobs, await hoursUntil(priceChangeStartsAt(earliestDate).getTime()));
    const raised = (await shopOf(visitor)).find((each) => each.id === product.id)!;
    expect(raised.variants[0]).toMatchObject({ priceCents: before + 250, compareAtCents: before + 250 });
    expect((await visitor.get(`/api/shop/products/${product.handle}`)).body.data.variants[0].priceCents).toBe(before + 250);
    expect(await estimate()).toBe(before + 250);
    expect((await shopOf(agency)).find((each) => each.id === product.id)!.variants[0]!.priceCents).toBe(agencyPrices.get(product.id));
  });

  it(`tells subscribers of a raise until ${PRICE_RAISE_TELLING_DAYS} days after its date, then stops looking`, async () => {
    const { patient, subscription } = await trialPatient(t, { host: AGENCY_HOST });
    const patientId = await patientIdOf(t, patient);
    const rx = subscription.items.find((item) => item.isRx)!;
    const today = calendarDateIn((await t.adapters.clock.now()).getTime(), PRICE_CHANGE_TIME_ZONE);
    // Changes written as the console would have long ago (it takes only future dates): the pass is what is tested.
    const raiseFrom = async (effectiveOn: string, priceCents: number) => {
      await t.handle.db.insert(cataloguePriceChanges).values({ brandId: 2, itemId: rx.itemId, priceCents, effectiveOn, effectiveFrom: priceChangeStartsAt(effectiveOn), staffId: admin.member.id, reason: 'Old raise', createdAt: new Date(0) });
    };
    await raiseFrom(addDays(today, -(PRICE_RAISE_TELLING_DAYS + 1)), rx.priceCents + 100);
    await moveClock(t, jobs, 1);
    expect(await emailsOf(t, patientId, 'subscription-price-raise')).toEqual([]);
    await raiseFrom(addDays(today, -PRICE_RAISE_TELLING_DAYS + 1), rx.priceCents + 200);
    await moveClock(t, jobs, 1);
    expect(await emailsOf(t, patientId, 'subscription-price-raise')).toHaveLength(1);
  });
});
