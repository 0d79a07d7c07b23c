import type { Page } from '@playwright/test';
import { formatUsd } from '@app/domain/pricing';
import { expect, test, brandUrl, pageApi, snap, type BrandKey } from './fixtures';
import { readFileSync } from 'node:fs';
import { routeChunkSizes } from '../scripts/bench-route-chunk.mjs';
import { patientAtCheckout } from './selection-fixtures';
import { enterCard } from './card-fixtures';

// The checkout (issue 11) through the local sandbox processor: its card field in its own frame,
// its PayPal window and its device wallet. Each test ends by reading what the server recorded.

const CARDS = { success: '4242424242424242', declined: '4000000000000002', processingError: '4000000000000119' };

/** The address form, filled by picking the street from the suggestions. */
async function enterAddress(page: Page, address: { typed: string; pick: RegExp; state: string; zipcode: string; city: string }) {
  const street = page.getByRole('combobox', { name: 'Street address' });
  await street.fill(address.typed);
  await page.getByRole('option', { name: address.pick }).first().click();
  await page.getByLabel('City').fill(address.city);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('Zip code').fill(address.zipcode);
}

const NEW_YORK = { typed: '12 Mai', pick: /12 Main/, state: 'NY', zipcode: '10001', city: 'New York' };

/** A card that succeeds, then an address, each step continued: the page then shows the review. */
async function enterCardThenAddress(page: Page, address: Parameters<typeof enterAddress>[1]) {
  await enterCard(page, CARDS.success);
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterAddress(page, address);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** "Today's total" as the screen shows it. */
const todaysTotal = (page: Page) => page.locator('.price-summary__total strong');

async function orders(page: Page) {
  return (await pageApi(page, 'GET', '/api/patient/orders')).body.data as { kind: string; invoice: { totalCents: number } }[];
}
async function subscriptions(page: Page) {
  return (await pageApi(page, 'GET', '/api/patient/subscriptions')).body.data as { status: string; cadenceDays: number }[];
}

test('main brand: a skin trial paid with a card, the address picked from suggestions, priced as the screen said', async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'skin-signup');
  await page.goto(brandUrl('main', path));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Secured 256-bit TLS encrypted payment')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Credit / debit card' })).toBeChecked();
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await enterCard(page, CARDS.success);
  await expect(continueButton).toBeEnabled();
  await snap(page, 'main-checkout-card');
  await continueButton.click();

  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  await enterAddress(page, NEW_YORK);
  await snap(page, 'main-checkout-address');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('12 Main St', { exact: false })).toBeVisible();
  const shownTotal = await todaysTotal(page).textContent();
  await snap(page, 'main-checkout-ready');
  await page.getByRole('button', { name: 'Confirm payment method' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/skincare-goals$/);

  const [order] = await orders(page);
  expect(order).toMatchObject({ kind: 'trial' });
  expect(formatUsd(order!.invoice.totalCents)).toBe(shownTotal);
  expect(await subscriptions(page)).toEqual([expect.objectContaining({ status: 'trialing', cadenceDays: 60 })]);
});

test('a processor failure, then a declined card, each show the processor’s message under the field; then another card goes through', async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'skin-signup');
  await page.goto(brandUrl('main', path));
  await enterCard(page, CARDS.processingError);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An error occurred while processing your card. Try again in a little bit.' })).toBeVisible();
  await enterCard(page, CARDS.declined);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.locator('.card-form__field--error')).toBeVisible();
  await snap(page, 'main-checkout-declined');
  await enterCard(page, CARDS.success);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
});

test('a processor that does not load says so, in the spec’s words', async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'skin-signup');
  await page.route('**/sandbox-processor/v1/sandbox.js', (route) => route.abort());
  await page.goto(brandUrl('main', path));
  await expect(page.getByText('Error loading the credit card processor. Please refresh the page and try again.')).toBeVisible();
});

for (const brand of ['main', 'agency'] as const satisfies readonly BrandKey[]) {
  test(`${brand}: PayPal through the sandbox approval window places the order in one go`, async ({ page }) => {
    const flow = brand === 'agency' ? 'agency-skin-signup' : 'skin-signup';
    const { path } = await patientAtCheckout(page, brand, flow);
    await page.goto(brandUrl(brand, path));
    await page.getByRole('radio', { name: 'PayPal' }).check();
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Pay with PayPal' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: 'Sandbox PayPal' })).toBeVisible();
    await popup.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page).toHaveURL(/\/get-started\/skin\/skincare-goals$/);
    expect(await orders(page)).toHaveLength(1);
    expect((await pageApi(page, 'GET', '/api/patient/payment/method')).body.data).toMatchObject({ method: 'paypal', label: 'buyer@sandbox.example' });
    expect(await subscriptions(page)).toEqual([expect.objectContaining({ cadenceDays: brand === 'agency' ? 30 : 60 })]);
  });
}

test('Apple Pay through the sandbox device wallet: the sheet shows the box, and paying places the order', async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'skin-signup');
  await page.goto(brandUrl('main', path));
  await page.getByRole('radio', { name: 'Apple Pay' }).check();
  await page.getByRole('button', { name: 'Pay with Apple Pay' }).click();
  const sheet = page.getByRole('dialog', { name: 'Sandbox Pay' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('30-day trial box')).toBeVisible();
  await expect(sheet.getByText('Your next box')).toBeVisible();
  await snap(page, 'main-checkout-apple-pay-sheet');
  await sheet.getByRole('button', { name: 'Pay with Sandbox Pay' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/skincare-goals$/);
  expect((await pageApi(page, 'GET', '/api/patient/payment/method')).body.data).toMatchObject({ method: 'apple-pay' });
  expect(await orders(page)).toHaveLength(1);
});

test('the Apple Pay tile shows only where the device can pay', async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'skin-signup');
  await page.addInitScript(() => window.localStorage.setItem('sandbox-device-wallet', 'unavailable'));
  await page.goto(brandUrl('main', path));
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Apple Pay' })).toHaveCount(0);
});

test('an address in a state the service does not reach leads to the ineligible page', async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'skin-signup');
  await page.goto(brandUrl('main', path));
  await enterCardThenAddress(page, { typed: '5 Oak', pick: /5 Oak/, state: 'AK', zipcode: '99501', city: 'Anchorage' });
  await expect(page).toHaveURL(/\/ineligible\/ineligible_state/);
  await expect(page.getByText('not available in your state yet')).toBeVisible();
  expect(await orders(page)).toEqual([]);
});

test('one-time Rx: the cart is paid once and says "Order confirmed!"', async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'one-time-rx-skin');
  await page.goto(brandUrl('main', path));
  await enterCardThenAddress(page, NEW_YORK);
  const shownTotal = await todaysTotal(page).textContent();
  await page.getByRole('button', { name: 'Confirm payment method' }).click();
  await expect(page.getByText('Order confirmed!')).toBeVisible();
  const [order] = await orders(page);
  expect(order).toMatchObject({ kind: 'cart' });
  expect(formatUsd(order!.invoice.totalCents)).toBe(shownTotal);
  expect(await subscriptions(page)).toEqual([]);
  await snap(page, 'main-checkout-order-confirmed');
});

test('hair: the subscription’s first box, then the next one every 60 days', async ({ page }) => {
  const { path } = await patientAtCheckout(page, 'main', 'hair-signup');
  await page.goto(brandUrl('main', path));
  await enterCardThenAddress(page, NEW_YORK);
  const shownTotal = await todaysTotal(page).textContent();
  await page.getByRole('button', { name: 'Confirm payment method' }).click();
  await expect(page).toHaveURL(/\/get-started\/hair\/complete$/);
  const [order] = await orders(page);
  expect(formatUsd(order!.invoice.totalCents)).toBe(shownTotal);
  expect(await subscriptions(page)).toEqual([expect.objectContaining({ status: 'active', cadenceDays: 60 })]);
});

// Issue 11's budget: the checkout pages' JavaScript before the processor's own script loads (that
// script comes from the processor, on demand, only on the payment step).
for (const source of ['src/app/checkout-step-screen.tsx', 'src/app/product-detail-step-screens.tsx']) {
  test(`${source}: at most 50 KB gzip beyond the entry, with no zod in it`, () => {
    const route = routeChunkSizes(source);
    expect(route.added).toBeLessThanOrEqual(50_000);
    for (const path of route.paths) {
      expect(readFileSync(path, 'utf8')).not.toContain('ZodError');
    }
  });
}
