import type { Page } from '@playwright/test';
import type { FlowId } from '@app/domain/flows';
import { formatUsd } from '@app/domain/pricing';
import { expect, test, birthdateYearsAgo, brandUrl, pageApi, uniqueEmail } from './fixtures';
import { patientAtCheckout } from './selection-fixtures';

// Issue 29 item 7: the subscription checkouts (a hair sign-up, a new-treatment hair visit, a
// resubscription) paid with the local sandbox processor's wallets, PayPal's window and the device
// wallet's sheet, through activate-express-checkout-subscription. Each test reads the page the
// patient lands on, and the order the server recorded against the total the screen showed.

type Wallet = 'PayPal' | 'Apple Pay';

/**
 * Pays with the wallet as a patient does: its tile, its button, then its window or sheet; the page
 * activates the subscription with activate-express-checkout-subscription.
 */
async function payWithWallet(page: Page, wallet: Wallet): Promise<void> {
  const activated = page.waitForResponse((response) => response.url().endsWith('/app/patient/payment/activate-express-checkout-subscription'));
  await payThroughWallet(page, wallet);
  expect((await activated).status()).toBe(200);
  expect((await pageApi(page, 'GET', '/api/patient/payment/method')).body.data).toMatchObject({ method: wallet === 'PayPal' ? 'paypal' : 'apple-pay' });
}

async function payThroughWallet(page: Page, wallet: Wallet): Promise<void> {
  await page.getByRole('radio', { name: wallet }).check();
  if (wallet === 'PayPal') {
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Sandbox PayPal' })).toBeVisible();
    await popup.getByRole('button', { name: 'Agree and continue' }).click();
    return;
  }
  await page.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sandbox Pay' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('button', { name: 'Pay with Sandbox Pay' }).click();
}

/** "Today's total" as the screen shows it. */
const todaysTotal = async (page: Page) => (await page.locator('.price-summary__total strong').textContent())!;

async function ordersAndSubscriptions(page: Page) {
  const orders = (await pageApi(page, 'GET', '/api/patient/orders')).body.data as { kind: string; invoice: { totalCents: number } }[];
  const subscriptions = (await pageApi(page, 'GET', '/api/patient/subscriptions')).body.data as { status: string; cadenceDays: number }[];
  return { orders, subscriptions };
}

const HAIR_FLOWS: { flow: FlowId; landing: RegExp }[] = [
  { flow: 'hair-signup', landing: /\/get-started\/hair\/complete$/ },
  { flow: 'new-treatment-hair', landing: /\/new-treatment\/hair\/complete$/ },
];

for (const { flow, landing } of HAIR_FLOWS) {
  for (const wallet of ['PayPal', 'Apple Pay'] as const) {
    test(`${flow}: ${wallet} pays the subscription's first box, the patient lands on the next step and is charged what the screen said`, async ({ page }) => {
      const { path } = await patientAtCheckout(page, 'main', flow);
      await page.goto(brandUrl('main', path));
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      const shownTotal = await todaysTotal(page);
      await payWithWallet(page, wallet);
      await expect(page).toHaveURL(landing);
      await expect(page.getByRole('button', { name: 'Send my visit to my provider' })).toBeVisible();
      const { orders, subscriptions } = await ordersAndSubscriptions(page);
      expect(orders).toEqual([expect.objectContaining({ kind: 'subscription' })]);
      expect(formatUsd(orders[0]!.invoice.totalCents)).toBe(shownTotal);
      expect(subscriptions).toEqual([expect.objectContaining({ status: 'active', cadenceDays: 60 })]);
    });
  }
}

for (const wallet of ['PayPal', 'Apple Pay'] as const) {
  test(`resubscription: ${wallet} pays the box chosen in the resubscribe shop, charged what the screen said`, async ({ page }) => {
    // A returning patient with neither a card nor an address on file: the wallet brings both.
    await page.goto(brandUrl('main', '/auth/login'));
    const ok = async (path: string, body: unknown) => expect((await pageApi(page, 'POST', path, body)).status, path).toBe(200);
    await ok('/api/eligibility/evaluate', { state: 'NY', birthdate: birthdateYearsAgo(34), hasAcceptedTerms: true, treatmentCategories: [1] });
    await ok('/api/register', { email: uniqueEmail('resubscribe-wallet'), password: 'correct-horse' });
    await ok('/app/users/self/legal-name', { firstname: 'Casey', lastname: 'Return' });
    await page.goto(brandUrl('main', '/dashboard/resubscribe/skin'));
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Resume your subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/renewal\/checkout$/);
    const shownTotal = await todaysTotal(page);
    await payWithWallet(page, wallet);
    await expect(page).toHaveURL(/\/renewal\/complete$/);
    await page.getByRole('button', { name: 'Send my visit to my provider' }).click();
    await expect(page).toHaveURL(/\/patient-dashboard\/manage-subscription\/customize$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customize your subscription' })).toBeVisible();
    const { orders, subscriptions } = await ordersAndSubscriptions(page);
    expect(orders).toEqual([expect.objectContaining({ kind: 'subscription' })]);
    expect(formatUsd(orders[0]!.invoice.totalCents)).toBe(shownTotal);
    expect(subscriptions).toEqual([expect.objectContaining({ status: 'active' })]);
  });
}
