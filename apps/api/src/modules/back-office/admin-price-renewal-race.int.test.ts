import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@app/domain/contracts';
import { earliestPriceChangeDate } from '@app/domain/subscriptions';
import { connectDb } from '../../db/client';
import { invoices, orderLines, subscriptions } from '../../db/schema/index';
import { holdLock } from '../../test/held-lock';
import { ordersOfSubscription, renewalChargesOf, subscriptionOf, trialPatient } from '../../test/kits/subscription-test-kit';
import { signedInStaff, type SignedInStaff } from '../../test/staff-session';
import { suiteTestApp } from '../../test/suite-test-app';
import type { TaxEstimator } from '../pricing';
import { billSubscription } from '../renewal-billing';

// Issue 33 item 2 (ADR 160): a renewal prices its box by the price changes in effect on its bill
// date, read in one statement in the claim's transaction, and charges what it read. So an admin's
// change saved while boxes renew bills each box wholly at the old prices or wholly at the new: its
// order lines, its invoice and its charge all of one version.
//
// How it could fail: a renewal reading the prices twice (its lines from one read, its total from
// another) bills a box that straddles the change's commit with new lines and the old total, or
// the reverse, which matches neither version below; a renewal pricing from a snapshot taken before
// it waited for its subscription's lock bills the waiting boxes at the old price.

const t = suiteTestApp();
const HOUR_MS = 3_600_000;
/**
 * Boxes priced before the admin's save commits and charged after it, boxes whose renewals race it
 * (priced either side of its commit), and boxes their renewals reach only once it has answered.
 */
const STRADDLING = 3;
const RACING = 3;
const WAITING = 2;
let admin: SignedInStaff;

beforeAll(async () => {
  admin = await signedInStaff(t, 'admin', 'Ada Admin');
});

/** A point one side of the race waits for, and the call that reaches it. */
function signal(): { reached: Promise<void>; reach: () => void } {
  let reach: () => void = () => undefined;
  const reached = new Promise<void>((resolve) => {
    reach = resolve;
  });
  return { reached, reach };
}

/** A box as one version of the prices bills it: each item's price (by item id), and the total charged with its tax. */
interface BoxAtPrices {
  prices: [itemId: number, cents: number][];
  totalCents: number;
}

const byItem = (items: readonly { itemId: number; cents: number }[]): BoxAtPrices['prices'] =>
  items.map((item): [number, number] => [item.itemId, item.cents]).sort((a, b) => a[0] - b[0]);

/** The next box as the patient's dashboard shows it, which is what its renewal is to charge. */
const nextBoxShown = (view: SubscriptionView): BoxAtPrices => ({
  prices: byItem(view.items.map((item) => ({ itemId: item.itemId, cents: item.priceCents }))),
  totalCents: view.nextBox.totalCents,
});

/** The subscription's one renewal as billed: its order's lines at their prices and the amount charged, with its invoice's figures. */
async function renewalBilled(subscriptionId: number): Promise<{ billed: BoxAtPrices; invoice: { subtotalCents: number; totalCents: number } }> {
  const placed = await ordersOfSubscription(t, subscriptionId);
  expect(placed.map((order) => order.kind)).toEqual(['trial', 'renewal']);
  const orderId = placed[1]!.id;
  const lines = await t.handle.db.select({ itemId: orderLines.itemId, cents: orderLines.finalCents }).from(orderLines).where(eq(orderLines.orderId, orderId));
  const [invoice] = await t.handle.db.select({ subtotalCents: invoices.subtotalCents, totalCents: invoices.totalCents }).from(invoices).where(eq(invoices.orderId, orderId));
  const charges = await renewalChargesOf(t, subscriptionId);
  expect(charges.map((charge) => charge.status)).toEqual(['succeeded']);
  return { billed: { prices: byItem(lines), totalCents: charges[0]!.amountCents }, invoice: invoice! };
}

describe("renewals billed while an admin saves a product's new price", () => {
  it('charges each box wholly at the old price or wholly at the new one, its order lines and charge agreeing; a box reached after the save pays the new price', async () => {
    const trials = await Promise.all(Array.from({ length: STRADDLING + RACING + WAITING }, () => trialPatient(t)));
    const ids = trials.map(({ subscription }) => subscription.id);
    const [first] = trials.map(({ subscription }) => subscription);
    // Every box is due the same day and holds the same products at the same prices.
    const old = nextBoxShown(first!);
    for (const { subscription } of trials) {
      expect(subscription.nextBillDate).toBe(first!.nextBillDate);
      expect(nextBoxShown(subscription)).toEqual(old);
    }
    expect(old.prices.length).toBeGreaterThan(1);
    const rx = first!.items.find((item) => item.isRx)!;
    // A full-size cut (the price a box bills) applies from its date without notice; a raise would
    // wait for the subscriber to be told.
    const cutCents = rx.priceCents - 500;
    const effectiveOn = earliestPriceChangeDate(await t.adapters.clock.now());
    expect(effectiveOn <= first!.nextBillDate).toBe(true);

    // Due an hour ago, their bill date still ahead (as the renewals pass's tests make boxes due): a
    // change starts tomorrow at the earliest, so only a box billed ahead of its date meets one saved
    // while it renews, and the renewal's read is what is tested.
    const dueAt = new Date((await t.adapters.clock.now()).getTime() - HOUR_MS);
    await t.handle.db.update(subscriptions).set({ nextBillAt: dueAt }).where(inArray(subscriptions.id, ids));
    const straddling = ids.slice(0, STRADDLING);
    const racing = ids.slice(STRADDLING, STRADDLING + RACING);
    const waiting = ids.slice(STRADDLING + RACING);

    // The admin's save waits at its insert until the straddling boxes are priced.
    const saving = await holdLock(t.databaseUrl, 'lock table catalogue_price_changes in share mode');
    // The waiting boxes' subscriptions are held by another transaction (as a patient's own change
    // holds one) until the save has answered: their renewals start now and price after the commit.
    const busy = await holdLock(t.databaseUrl, `select id from subscriptions where id in (${waiting.join(', ')}) for update`);
    // A pool of the renewals' own, as the worker's: each holds a connection while it waits.
    const worker = connectDb(t.databaseUrl, ids.length + 1);
    const billing = { db: worker.db, processors: t.adapters.payments, clock: t.adapters.clock, taxEstimator: t.adapters.taxEstimator };
    const [saveAnswered, firstPriced, straddlersPriced] = [signal(), signal(), signal()];
    // The straddling renewals' tax estimate, after their box's prices are read and before its
    // attempt, charge and order are written, waits for the save's answer.
    let parked = 0;
    const straddlingBilling = {
      ...billing,
      taxEstimator: {
        estimate: async (input: Parameters<TaxEstimator['estimate']>[0]) => {
          parked += 1;
          firstPriced.reach();
          if (parked === STRADDLING) {
            straddlersPriced.reach();
          }
          await saveAnswered.reached;
          return t.adapters.taxEstimator.estimate(input);
        },
      },
    };

    const [saved, straddled, raced, waited] = await Promise.all([
      (async () => {
        const answer = await admin.client.post('/api/admin/prices', { brandId: 1, itemId: rx.itemId, priceKind: 'full-size', priceCents: cutCents, effectiveOn, reason: 'Cut while boxes renew' });
        saveAnswered.reach();
        await busy.release();
        return answer;
      })(),
      Promise.all(straddling.map((id) => billSubscription(straddlingBilling, id))),
      // The racing renewals start as the first straddling box is priced, to meet the save as it commits.
      firstPriced.reached.then(() => Promise.all(racing.map((id) => billSubscription(billing, id)))),
      Promise.all(waiting.map((id) => billSubscription(billing, id))),
      // The moment the straddling boxes are priced, the save goes on.
      straddlersPriced.reached.then(() => saving.release()),
    ]);
    await worker.close();
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect([...straddled, ...raced, ...waited]).toEqual(ids.map(() => 'paid'));

    // The next box, past the change's date, is shown at the new price: the new version of the box.
    const cut = nextBoxShown(await subscriptionOf(trials[0]!.patient));
    expect(cut.prices).toEqual(old.prices.map(([itemId, cents]) => [itemId, itemId === rx.itemId ? cutCents : cents]));
    expect(cut.totalCents).toBeLessThan(old.totalCents);

    const versions = new Map<number, 'old' | 'new'>();
    for (const id of ids) {
      const { billed, invoice } = await renewalBilled(id);
      // Every line and the charge of one version: never new lines at the old total, nor the reverse.
      expect([old, cut]).toContainEqual(billed);
      expect(invoice).toEqual({ subtotalCents: billed.prices.reduce((sum, [, cents]) => sum + cents, 0), totalCents: billed.totalCents });
      versions.set(id, billed.totalCents === old.totalCents ? 'old' : 'new');
    }
    // Priced before the save and charged after it: the old price throughout. Reached after it: the new.
    expect(straddling.map((id) => versions.get(id))).toEqual(straddling.map(() => 'old'));
    expect(waiting.map((id) => versions.get(id))).toEqual(waiting.map(() => 'new'));
  }, 120_000);
});
