import type { Browser, Page } from '@playwright/test';
import { formatUsd } from '@app/domain/pricing';
import { birthdateYearsAgo, brandUrl, expect, pageApi, snap, test, uniqueEmail, type BrandKey } from './fixtures';
import { patientAtSelection, payForBoxByApi, saveRecommendedBoxByApi, serverSelection } from './selection-fixtures';

// Issue 12 item 4 (ADR 109, 110): give $20, get $20. A patient shares the link from the dashboard,
// a friend signs up and pays through it in a second browser, the simulated clock moves until the
// friend's box ships, and both see their credit; the referrer sees each stage of the referral.

const FLOWS = { main: 'skin-signup', agency: 'agency-skin-signup' } as const;

// The simulated clock is the server's, one for every test: the tests that move it run one at a time.
test.describe.configure({ mode: 'serial' });

/** A signed-in patient of the brand on the dashboard, with nothing bought. */
async function referrerOnDashboard(page: Page, brand: BrandKey): Promise<void> {
  await page.goto(brandUrl(brand, '/auth/login'));
  await pageApi(page, 'POST', '/api/eligibility/evaluate', { state: 'NY', birthdate: birthdateYearsAgo(35), hasAcceptedTerms: true, treatmentCategories: [1] });
  expect((await pageApi(page, 'POST', '/api/register', { email: uniqueEmail(`referrer-${brand}`), password: 'correct-horse' })).status).toBe(200);
  expect((await pageApi(page, 'POST', '/app/users/self/legal-name', { firstname: 'Avery', lastname: 'Lane' })).status).toBe(200);
  await page.goto(brandUrl(brand, '/dashboard'));
}

/** The link from the dashboard's share modal: "Copy link", then "Link copied!". */
async function shareLink(page: Page): Promise<string> {
  const panel = page.getByRole('region', { name: 'Your referrals and credit' });
  await expect(panel.getByText('No friend has followed your link yet.', { exact: false })).toBeVisible();
  await panel.getByRole('button', { name: 'Give $20, get $20' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give $20, get $20' });
  const field = dialog.getByLabel('Your referral link');
  await expect(field).toHaveValue(/\?t=/);
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog.getByText('Link copied!')).toBeVisible();
  const link = await field.inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return link;
}

/** A friend in a browser of their own follows the link, signs up and reaches the checkout; answers the page. */
async function friendAtCheckout(browser: Browser, brand: BrandKey, link: string): Promise<Page> {
  const friend = await (await browser.newContext()).newPage();
  const landing = friend.waitForResponse((response) => response.url().endsWith('/api/tracking/landing'));
  await friend.goto(link);
  expect((await landing).status()).toBe(200);
  await patientAtSelection(friend, brand, FLOWS[brand]);
  await saveRecommendedBoxByApi(friend, FLOWS[brand], brand);
  return friend;
}

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: a friend signs up and pays through the link; once the box ships both have $20 and the referrer sees every stage`, async ({ page, browser }) => {
    await referrerOnDashboard(page, brand);
    const link = await shareLink(page);

    const friend = await friendAtCheckout(browser, brand, link);
    const data = await serverSelection(friend, FLOWS[brand], brand);
    expect(data.creditCents).toBe(2000);
    const used = data.totals.credit;
    expect(used).toBeGreaterThan(0);
    await friend.goto(brandUrl(brand, '/get-started/skin/checkout'));
    const summary = friend.locator('.price-summary');
    await expect(summary.getByText('Account credit')).toBeVisible();
    await expect(summary.getByText(formatUsd(-used))).toBeVisible();
    await expect(summary.locator('.price-summary__total strong')).toHaveText(formatUsd(data.totals.totalWithTax));
    await snap(friend, `${brand}-checkout-with-referral-credit`);
    await payForBoxByApi(friend, FLOWS[brand], brand);

    const panel = page.getByRole('region', { name: 'Your referrals and credit' });
    await page.reload();
    await expect(panel.getByText('First box paid', { exact: true })).toBeVisible();
    await expect(panel.getByText('You earn $20 as soon as your friend’s first box ships.')).toBeVisible();

    // The pharmacy simulator ships two days after it is handed the order.
    expect((await pageApi(friend, 'POST', '/api/dev/clock/advance', { days: 3 })).status).toBe(200);
    await expect(async () => {
      await page.reload();
      await expect(panel.getByText('Credit earned', { exact: true })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    // The list and the balance come from one snapshot: the credit earned is the credit to spend.
    await expect(panel.getByText('Account credit: $20.00')).toBeVisible({ timeout: 1000 });
    const stages = panel.getByRole('list', { name: 'Stages of your referral of Jordan R.' });
    await expect(stages.getByRole('listitem')).toHaveText([/^Invited: /, /^Signed up: /, /^First box paid: /, /^Credit earned: /]);
    await expect(panel.getByText('It will pay toward your next invoice automatically.')).toBeVisible();
    await expect(panel.getByText(/\$20\.00 · Expires on \w+ \d+, \d{4}/)).toBeVisible();
    await snap(page, `${brand}-dashboard-referral-credit-earned`);

    // The friend's $20 paid toward the first box; what it did not use waits for the next one.
    await friend.goto(brandUrl(brand, '/dashboard'));
    const friendPanel = friend.getByRole('region', { name: 'Your referrals and credit' });
    await expect(friendPanel.getByText(used === 2000 ? 'No account credit yet.' : `Account credit: ${formatUsd(2000 - used)}`)).toBeVisible();
    const [order] = (await pageApi(friend, 'GET', '/api/patient/orders')).body.data as { invoice: { creditCents: number; totalCents: number; lines: { label: string; amountCents: number }[] } }[];
    expect(order!.invoice).toMatchObject({ creditCents: used, totalCents: data.totals.totalWithTax });
    expect(order!.invoice.lines).toContainEqual({ kind: 'credit', label: 'Account credit', amountCents: -used });
    await friend.context().close();
  });
}

test('main: a friend paying with the card of another friend of the same link gets no credit, and the referrer sees why', async ({ page, browser }) => {
  await referrerOnDashboard(page, 'main');
  const link = await shareLink(page);
  for (const _friend of [1, 2]) {
    const friend = await friendAtCheckout(browser, 'main', link);
    await payForBoxByApi(friend, FLOWS.main, 'main');
    await friend.context().close();
  }
  await page.reload();
  const panel = page.getByRole('region', { name: 'Your referrals and credit' });
  await expect(panel.getByText('Not eligible', { exact: true })).toBeVisible();
  await expect(panel.getByText('Your friend paid with a card already used on your account or by another friend you referred.')).toBeVisible();
});
