import type { Page } from '@playwright/test';
import { formatUsd } from '@app/domain/pricing';
import { formatBillDate, formatInstant, addDays } from '@app/domain/subscriptions';
import { brandUrl, expect, snap, test } from './fixtures';
import { bringBoxNearer, CARDS, DAY_MS, HOUR_MS, moveClockTo, ok, storeCardByApi, subscriptionOf, trialPatient } from './subscription-fixtures';

// Issue 13 items 4, 5, 6 and 9: the dashboard's next box, the manage-subscription page, a declined
// box recovered with a new card, and the 3-day notice's one-tap link, on both brands. Dates are
// read from the server (its simulated clock and the subscription's own dates), never from this
// machine's clock.

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The simulated clock is the server's, one for every test: the tests that move it run one at a time,
// and each moves it as little as it can (the box is first brought a few weeks nearer).
test.describe.configure({ mode: 'serial' });

async function enterCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('iframe[title="Secure card payment input frame"]');
  await frame.getByLabel('Card number').fill(number);
  await frame.getByLabel('Expiration date (MM / YY)').fill('12/34');
  await frame.getByLabel('Security code').fill('123');
}

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: the next box on the dashboard; postponed, skipped, a product removed, canceled and reactivated on the customize page`, async ({ page }) => {
    const start = await trialPatient(page, brand);
    const optional = start.items.find((item) => !item.isRequired);
    const required = start.items.find((item) => item.isRequired);
    expect(optional, 'the trial box has an optional product').toBeDefined();
    expect(required, 'the trial box has the prescription').toBeDefined();

    await page.goto(brandUrl(brand, '/dashboard'));
    const panel = page.getByRole('region', { name: 'Your next skin box' });
    await expect(panel.getByText(`Bills on ${formatBillDate(start.nextBillDate, start.timeZone)}`)).toBeVisible();
    await expect(panel.getByText(`Changes close on ${formatInstant(Date.parse(start.changesCloseAt), start.timeZone)}.`)).toBeVisible();
    for (const item of start.items) {
      await expect(panel.getByRole('listitem').filter({ hasText: item.name })).toBeVisible();
    }
    await expect(panel.locator('.subscription__total dd')).toHaveText(formatUsd(start.nextBox.totalCents));
    await expect(page.getByRole('region', { name: 'What you still need to do' })).toBeVisible();
    await snap(page, `${brand}-dashboard-next-box`);

    await panel.getByRole('link', { name: 'Manage subscription' }).click();
    await expect(page).toHaveURL(/\/patient-dashboard\/manage-subscription\/customize$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customize your subscription' })).toBeVisible();
    await expect(page.getByText(`You can change this box until ${formatInstant(Date.parse(start.changesCloseAt), start.timeZone)}.`)).toBeVisible();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${required!.name}` })).toHaveCount(0);

    // Postpone by two weeks, then skip that box: each date is the server's, moved by whole days.
    const postponed = addDays(start.nextBillDate, 14);
    await page.getByLabel('Postpone by').selectOption('2');
    await page.getByRole('button', { name: 'Postpone', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `Done: your next box now bills on ${formatBillDate(postponed, start.timeZone)}.` })).toBeVisible();
    const skipped = addDays(postponed, start.cadenceDays);
    await page.getByRole('button', { name: 'Skip this box' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Done: your next box now bills on ${formatBillDate(skipped, start.timeZone)}.` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Your box of ${formatBillDate(skipped, start.timeZone)}` })).toBeVisible();

    await page.getByRole('button', { name: `Remove ${optional!.name}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `${optional!.name} was removed from your box.` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'In your box' }).getByText(optional!.name)).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Add ${optional!.name}` })).toBeVisible();

    // Cancel asks for a reason first, in a dialog.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(dialog.getByText('Choose a reason.')).toBeVisible();
    await expect(dialog.getByLabel('Why are you canceling?')).toBeFocused();
    await dialog.getByLabel('Why are you canceling?').selectOption({ label: 'I have too much product' });
    await dialog.getByLabel('Anything you would like to tell us? (optional)').fill('Back in a few months.');
    await snap(page, `${brand}-manage-subscription-cancel`);
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Your subscription is canceled.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip this box' })).toBeDisabled();
    expect((await subscriptionOf(page)).cancelReason).toBe('too-much-product');

    await page.getByRole('button', { name: 'Reactivate subscription' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Your subscription is active again. Your next box bills on ${formatBillDate(skipped, start.timeZone)}.` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pause subscription' })).toBeEnabled();

    // Nothing is lost on reload: the box and its history are the server's.
    await page.reload();
    const history = page.getByRole('region', { name: 'History of changes' }).getByRole('listitem');
    await expect(history).toHaveText([
      /^Subscription reactivatedYou · /,
      /^Subscription canceledYou · /,
      new RegExp(`^${escaped(optional!.name)} removedYou · `),
      new RegExp(`^Box of ${formatBillDate(postponed, start.timeZone)} skipped; next box ${formatBillDate(skipped, start.timeZone)}You · `),
      new RegExp(`^Box moved from ${formatBillDate(start.nextBillDate, start.timeZone)} to ${formatBillDate(postponed, start.timeZone)}You · `),
      /^Subscription startedYou · /,
    ]);
    await expect(page.getByRole('region', { name: 'In your box' }).getByText(optional!.name)).toHaveCount(0);
    await snap(page, `${brand}-manage-subscription`);

    await page.goto(brandUrl(brand, '/dashboard'));
    await expect(panel.getByText(`Bills on ${formatBillDate(skipped, start.timeZone)}`)).toBeVisible();
  });

  test(`${brand}: a declined card shows the notice, and the box is paid once the card is updated`, async ({ page }) => {
    const start = await trialPatient(page, brand);
    await storeCardByApi(page, CARDS.declinedOnCharge);
    const near = await bringBoxNearer(page, start.id);
    await moveClockTo(page, Date.parse(near.nextBillAt) + HOUR_MS);
    await expect.poll(async () => (await subscriptionOf(page)).paymentProblem, { timeout: 30_000 }).not.toBeNull();
    const declined = await subscriptionOf(page);

    await page.goto(brandUrl(brand, '/dashboard'));
    const notice = page.getByRole('region', { name: 'Your payment didn’t go through' });
    await expect(notice.getByRole('alert')).toContainText(`“${declined.paymentProblem!.message}”`);
    await expect(notice.getByRole('alert')).toContainText(`We will try again on ${formatInstant(Date.parse(declined.paymentProblem!.nextTryAt!), declined.timeZone)}.`);
    const toDo = page.getByRole('region', { name: 'What you still need to do' });
    await expect(toDo.getByRole('link', { name: 'Add a new card: the payment for your box failed' })).toBeVisible();
    await expect(page.getByText(`Due since ${formatBillDate(declined.nextBillDate, declined.timeZone)}`)).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Save card and pay now' })).toBeVisible();
    await snap(page, `${brand}-dashboard-payment-failed`);

    // The same card again: stored, then the charge is refused with the processor's words under the field.
    await enterCard(page, CARDS.declinedOnCharge);
    await notice.getByRole('button', { name: 'Save card and pay now' }).click();
    await expect(notice.locator('.card-form__error')).toHaveText(declined.paymentProblem!.message);

    await enterCard(page, CARDS.success);
    await notice.getByRole('button', { name: 'Save card and pay now' }).click();
    const paid = page.getByRole('status').filter({ hasText: /^Thank you: your box is paid\. Your next box bills on / });
    await expect(paid).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(toDo.getByRole('link', { name: 'Add a new card: the payment for your box failed' })).toHaveCount(0);
    const recovered = await subscriptionOf(page);
    expect(recovered.paymentProblem).toBeNull();
    await expect(paid).toHaveText(`Thank you: your box is paid. Your next box bills on ${formatBillDate(recovered.nextBillDate, recovered.timeZone)}.`);
    const orders = (await ok(page, 'GET', '/api/patient/orders')).body.data as { kind: string }[];
    expect(orders.filter((order) => order.kind === 'renewal')).toHaveLength(1);
    await snap(page, `${brand}-dashboard-payment-recovered`);
  });

  test(`${brand}: the one-tap skip link of the 3-day notice works once, without signing in`, async ({ page, browser }) => {
    const start = await trialPatient(page, brand);
    const email = ((await ok(page, 'GET', '/api/patient')).body.data.email as string).toLowerCase();
    const near = await bringBoxNearer(page, start.id);
    // Into the box's last three days, well before its changes close two days before it bills.
    await moveClockTo(page, Date.parse(near.nextBillAt) - 3 * DAY_MS + 3 * HOUR_MS);
    const token = await skipTokenFromOutbox(page, email);

    const visitor = await browser.newPage();
    const link = brandUrl(brand, `/box/one-tap?token=${token}`);
    await visitor.goto(link);
    const billDate = formatBillDate(near.nextBillDate, near.timeZone);
    await expect(visitor.getByText(`Skip your box that bills on ${billDate}.`)).toBeVisible();
    // Opening the link changed nothing.
    expect((await subscriptionOf(page)).nextBillDate).toBe(near.nextBillDate);
    await snap(visitor, `${brand}-one-tap-ready`);

    await visitor.getByRole('button', { name: 'Skip this box' }).click();
    const next = formatBillDate(addDays(near.nextBillDate, near.cadenceDays), near.timeZone);
    await expect(visitor.getByRole('status')).toHaveText(`Done: your box of ${billDate} is skipped. Your next box bills on ${next}.`);
    expect((await subscriptionOf(page)).nextBillDate).toBe(addDays(near.nextBillDate, near.cadenceDays));

    await visitor.goto(link);
    await expect(visitor.getByRole('alert')).toHaveText('This link has already been used. Sign in to see your box.');
    await expect(visitor.getByRole('link', { name: 'Sign in to see your box' })).toBeVisible();
    await snap(visitor, `${brand}-one-tap-used`);
    await visitor.goto(brandUrl(brand, '/box/one-tap?token=not-a-real-token'));
    await expect(visitor.getByRole('alert')).toHaveText('This link is not valid. Sign in to change your box.');
    await visitor.context().close();
  });
}

/** The skip link's token from the newest "bills soon" email to the patient, once the renewals pass has sent it. */
async function skipTokenFromOutbox(page: Page, email: string): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await ok(page, 'GET', `/dev/outbox?recipient=${encodeURIComponent(email)}&channel=email`)).body.data as { template: string; body: string }[];
        const notice = messages.find((message) => message.template === 'subscription-bills-soon');
        token = notice?.body.match(/^Skip this box: \S*\/box\/one-tap\?token=([\w-]+)$/m)?.[1];
        return token;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return token!;
}
