import type { Browser, Page } from '@playwright/test';
import type { OrderView, SubscriptionView } from '@app/domain/contracts';
import { formatUsd } from '@app/domain/pricing';
import { addDays, billInstant, earliestPriceChangeDate } from '@app/domain/subscriptions';
import { brandUrl, expect, snap, test } from './fixtures';
import { signInStaffThroughApi } from './staff-fixtures';
import { bringBoxNearer, HOUR_MS, moveClockTo, ok, serverNow, subscriptionOf, trialPatient } from './subscription-fixtures';

// Issue 33 items 2 and 7 (ADR 160): an admin raises a product's price from next Monday in the console.
// The subscribers are told by email; a box billed before Monday keeps the old price, one billed after it
// (and 7 days after the notice) the new one. The clock project: the clock moves under every test.

test.describe.configure({ mode: 'serial' });

/** A new patient's page in its own browser context, with a trial box that bills nine days on. */
async function subscriberIn(browser: Browser): Promise<{ page: Page; subscription: SubscriptionView }> {
  const page = await (await browser.newContext()).newPage();
  const started = await trialPatient(page, 'main');
  return { page, subscription: await bringBoxNearer(page, started.id) };
}

/** The first Monday after `date` (a calendar date). */
function mondayAfter(date: string): string {
  let day = addDays(date, 1);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 1) {
    day = addDays(day, 1);
  }
  return day;
}

const renewalLines = async (page: Page, itemId: number) =>
  ((await ok(page, 'GET', '/api/patient/orders')).body.data as OrderView[]).filter((order) => order.kind === 'renewal').map((order) => order.lines.find((line) => line.itemId === itemId)?.finalCents);

/** Schedules a price in the console as the admin does; answers when the console shows it coming. */
async function schedulePrice(admin: Page, product: string, dollars: string, from: string, reason: string): Promise<void> {
  await admin.goto(brandUrl('main', '/admin/prices'));
  await expect(admin.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await admin.getByRole('button', { name: `Change price of ${product}`, exact: true }).click();
  const form = admin.getByRole('dialog', { name: `New price of ${product}` });
  await form.getByLabel('New price in dollars').fill(dollars);
  await form.getByLabel('From', { exact: true }).fill(from);
  await form.getByLabel('Reason for this change', { exact: false }).fill(reason);
  await form.getByRole('button', { name: 'Schedule price' }).click();
  await expect(form).toBeHidden();
}

test('an admin raises a price from next Monday: subscribers are told, a box before Monday bills the old price and one after it the new', async ({ browser, page: admin }) => {
  await admin.goto(brandUrl('main', '/'));
  // The box billed before Monday, then the one after it.
  const early = await subscriberIn(browser);
  await moveClockTo(admin, billInstant(early.subscription.nextBillDate, early.subscription.timeZone) - 30 * HOUR_MS);
  const late = await subscriberIn(browser);
  const monday = mondayAfter(early.subscription.nextBillDate);
  expect(monday <= late.subscription.nextBillDate).toBe(true);
  const rx = late.subscription.items.find((item) => item.isRx)!;
  expect(early.subscription.items.find((item) => item.itemId === rx.itemId)?.priceCents).toBe(rx.priceCents);
  const raised = rx.priceCents + 500;

  await signInStaffThroughApi(admin, 'admin');
  await schedulePrice(admin, rx.name, (raised / 100).toFixed(2), monday, 'Supplier cost up');
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: rx.name, exact: true }) });
  await expect(row.getByText(formatUsd(raised), { exact: false })).toBeVisible();
  await expect(row.getByRole('cell', { name: formatUsd(rx.priceCents), exact: true })).toBeVisible();
  await snap(admin, 'admin-prices');

  // The next renewals pass tells both subscribers.
  await moveClockTo(admin, (await serverNow(admin)) + HOUR_MS);
  for (const subscriber of [early, late]) {
    const email = ((await ok(subscriber.page, 'GET', '/api/patient')).body.data.email as string).toLowerCase();
    await expect
      .poll(async () => {
        const sent = (await ok(subscriber.page, 'GET', `/dev/outbox?recipient=${encodeURIComponent(email)}&channel=email`)).body.data as { template: string; body: string }[];
        return sent.find((message) => message.template === 'subscription-price-raise')?.body ?? '';
      }, { timeout: 30_000 })
      .toContain(`${rx.name} costs ${formatUsd(raised)} a box instead of ${formatUsd(rx.priceCents)}`);
  }
  // Each next box is shown at the price it will bill: Monday's is the new one.
  expect((await subscriptionOf(late.page)).items.find((item) => item.itemId === rx.itemId)?.priceCents).toBe(raised);
  expect((await subscriptionOf(early.page)).items.find((item) => item.itemId === rx.itemId)?.priceCents).toBe(rx.priceCents);

  await moveClockTo(admin, billInstant(early.subscription.nextBillDate, early.subscription.timeZone) + HOUR_MS);
  await expect.poll(() => renewalLines(early.page, rx.itemId), { timeout: 30_000 }).toEqual([rx.priceCents]);
  await moveClockTo(admin, billInstant(late.subscription.nextBillDate, late.subscription.timeZone) + HOUR_MS);
  await expect.poll(() => renewalLines(late.page, rx.itemId), { timeout: 30_000 }).toEqual([raised]);

  // The price goes back for the specs that follow on this clock: a cut applies from its date, untold.
  const tomorrow = earliestPriceChangeDate(new Date(await serverNow(admin)));
  await signInStaffThroughApi(admin, 'admin');
  await schedulePrice(admin, rx.name, (rx.priceCents / 100).toFixed(2), tomorrow, 'Back to the catalogue price');
  await moveClockTo(admin, (await serverNow(admin)) + 25 * HOUR_MS);
  await admin.goto(brandUrl('main', '/admin/prices'));
  await expect(admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: rx.name, exact: true }) }).getByRole('cell', { name: formatUsd(rx.priceCents), exact: true })).toBeVisible();
});
