import { formatUsd } from '@app/domain/pricing';
import { formatBillDate, billInstant, upcomingBillDates } from '@app/domain/subscriptions';
import { brandUrl, expect, snap, test } from './fixtures';
import { DAY_MS, HOUR_MS, moveClockTo, ok, serverNow, subscriptionOf, trialPatient } from './subscription-fixtures';

// Issue 13 items 2, 7 and 9: 90 simulated days after a trial show the right boxes and charges on the
// dashboard, on both brands; the safety check holds a box for the provider. The clock moves box by
// box, as the schedule would see it, and every expected date is the server's.

test.describe.configure({ mode: 'serial' });

interface OutboxEmail {
  template: string;
  attachments: { filename: string; content: string }[];
}

interface OrderView {
  kind: string;
  invoice: { totalCents: number } | null;
}

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: 90 simulated days bill each due box once, and the shipments page lists every box with its charge`, async ({ page }) => {
    const start = await trialPatient(page, brand);
    const end = (await serverNow(page)) + 90 * DAY_MS;
    // Every box whose 10:00-local bill time falls in the 90 days, from the trial's end on.
    const due = upcomingBillDates(start.nextBillDate, start.cadenceDays, 5).filter((date) => billInstant(date, start.timeZone) <= end);
    expect(due.length).toBeGreaterThan(0);

    for (const [cycle, date] of due.entries()) {
      await moveClockTo(page, billInstant(date, start.timeZone) + HOUR_MS);
      // The renewals pass runs in the server after the clock moves: the box is paid and the next one planned.
      await expect.poll(async () => (await subscriptionOf(page)).nextBillDate, { timeout: 30_000 }).toBe(upcomingBillDates(start.nextBillDate, start.cadenceDays, cycle + 2)[cycle + 1]);
    }
    await moveClockTo(page, end);

    const orders = (await ok(page, 'GET', '/api/patient/orders')).body.data as OrderView[];
    expect(orders.map((order) => order.kind).sort()).toEqual(['trial', ...due.map(() => 'renewal')].sort());
    const after = await subscriptionOf(page);
    expect(after.status).toBe('active');
    // The trial's order and each paid box were confirmed by email, with the next box as a calendar file in the patient's zone.
    const email = ((await ok(page, 'GET', '/api/patient')).body.data.email as string).toLowerCase();
    await expect
      .poll(async () => {
        const sent = (await ok(page, 'GET', `/dev/outbox?recipient=${encodeURIComponent(email)}&channel=email`)).body.data as OutboxEmail[];
        return sent.filter((message) => message.template === 'subscription-box-paid' && message.attachments[0]?.content.includes(`DTSTART;TZID=${start.timeZone}:`)).length;
      }, { timeout: 30_000 })
      .toBe(due.length + 1);

    await page.goto(brandUrl(brand, '/dashboard'));
    await expect(page.getByRole('region', { name: 'Your next skin box' }).getByText(`Bills on ${formatBillDate(after.nextBillDate, after.timeZone)}`)).toBeVisible();

    await page.goto(brandUrl(brand, '/dashboard/shipments'));
    const boxes = page.getByRole('article');
    await expect(boxes).toHaveCount(orders.length);
    // Newest first, each with what its order was charged; the trial's box has long been delivered.
    for (const [index, order] of orders.entries()) {
      await expect(boxes.nth(index).getByText(formatUsd(order.invoice!.totalCents), { exact: true })).toBeVisible();
    }
    const trialBox = boxes.last();
    await expect(trialBox.locator('.card__status')).toHaveText('Delivered');
    await expect(trialBox.getByText(/^9400SIM/)).toBeVisible();
    await snap(page, `${brand}-shipments-after-90-days`);
  });
}

test('main: a yes in the safety check holds the box for the provider: not billed, and the dashboard says so', async ({ page }) => {
  const start = await trialPatient(page, 'main');
  await page.goto(brandUrl('main', '/dashboard'));
  const panel = page.getByRole('region', { name: 'Your next skin box' });
  await expect(panel.getByRole('meter', { name: /days of medicine left/ })).toBeVisible();
  await panel.getByRole('link', { name: 'Answer 3 safety questions before this box' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Before your next box' })).toBeVisible();
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('alert')).toContainText('Please answer every question.');
  await page.getByRole('group', { name: 'Are you pregnant, breastfeeding, or trying to conceive?' }).getByLabel('No').check();
  await page.getByRole('group', { name: 'Have you started any new medicine since your last box?' }).getByLabel('Yes').check();
  await page.getByRole('group', { name: 'Have you had irritation, redness or peeling that has not settled?' }).getByLabel('No').check();
  await snap(page, 'main-safety-check');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you. We will hold your box until your provider has reviewed your answers, and they may message you.');

  await moveClockTo(page, billInstant(start.nextBillDate, start.timeZone) + HOUR_MS);
  await expect.poll(async () => (await subscriptionOf(page)).heldForReview, { timeout: 30_000 }).toBe(true);
  await page.goto(brandUrl('main', '/dashboard'));
  await expect(panel.getByRole('status')).toContainText('Your box is waiting for your provider');
  const orders = (await ok(page, 'GET', '/api/patient/orders')).body.data as OrderView[];
  expect(orders.map((order) => order.kind)).toEqual(['trial']);
  await snap(page, 'main-dashboard-box-held');
});
