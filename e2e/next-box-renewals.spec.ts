import { billInstant } from '@app/domain/subscriptions';
import { brandUrl, expect, snap, test } from './fixtures';
import { patientAtCheckout, payForBoxByApi } from './selection-fixtures';
import { FLOWS, HOUR_MS, moveClockTo, ok, subscriptionOf } from './subscription-fixtures';

// Issue 29 item 3: "Your next box" on the checkout shows the tax its first renewal adds; the
// dashboard's total is what the first renewal charges, to the cent, on both brands. Read as the
// patient reads them; the renewal runs on the server's simulated clock (a `clock` spec).

test.describe.configure({ mode: 'serial' });

interface OrderView {
  kind: string;
  invoice: { totalCents: number } | null;
}

/** "$1,234.56" in cents. */
const centsOf = (shown: string) => Math.round(Number(shown.replace(/[$,]/g, '')) * 100);

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: the checkout's next box says its estimated tax, and the first renewal charges the dashboard's total`, async ({ page }) => {
    const { path } = await patientAtCheckout(page, brand, FLOWS[brand]);
    await page.goto(brandUrl(brand, path));
    const nextBoxLine = page.getByRole('complementary', { name: 'Your order' }).locator('.price-summary__next');
    await expect(nextBoxLine).toContainText(/every \d+ days \(\$[\d,.]+\/month\) plus \$[\d,.]+ estimated tax/);
    await snap(page, `${brand}-checkout-next-box-tax`);
    const [, amount, tax] = /(\$[\d,.]+) every \d+ days .* plus (\$[\d,.]+) estimated tax/.exec(await nextBoxLine.innerText())!;

    await payForBoxByApi(page, FLOWS[brand], brand);
    await page.goto(brandUrl(brand, '/dashboard'));
    const panel = page.getByRole('region', { name: 'Your next skin box' });
    await expect(panel.getByText('Estimated tax', { exact: true })).toBeVisible();
    const total = centsOf(await panel.locator('.subscription__total dd').innerText());
    expect(total).toBe(centsOf(amount!) + centsOf(tax!));

    const subscription = await subscriptionOf(page);
    await moveClockTo(page, billInstant(subscription.nextBillDate, subscription.timeZone) + HOUR_MS);
    await expect
      .poll(async () => ((await ok(page, 'GET', '/api/patient/orders')).body.data as OrderView[]).find((order) => order.kind === 'renewal')?.invoice?.totalCents, { timeout: 30_000 })
      .toBe(total);
  });
}
