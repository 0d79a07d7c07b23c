import type { Page } from '@playwright/test';
import { ERROR_DISPLAY_MS } from '@app/domain/constants';
import { MESSAGES, ORDERS_MESSAGES, STOREFRONT_MESSAGES } from '@app/domain/messages';
import { expect, test, brandUrl, pageApi, snap, uniqueEmail, type BrandKey } from './fixtures';
import { NARROW_VIEWPORT, overflowingElements } from './overflow-check';
import { enterCard } from './card-fixtures';

// Issue 31 items 4 and 7: a visitor fills a cart, applies a code, signs up at checkout, pays with
// the sandbox processor's test cards and finds the order on the dashboard and the shipments page.
// Axe checks every screen through the fixtures (the checkout as a visitor, signed in and paid).

const TEXT = STOREFRONT_MESSAGES.storefront;
const CARDS = { success: '4242424242424242', declinedOnEntry: '4000000000000002', declinedOnCharge: '4000000000000341' };
const PRODUCTS = ['Barrier Balm', 'Day Primer', 'Tinted Lip Balm'];

const card = (page: Page, name: string) => page.getByRole('article', { name });
const summary = (page: Page) => page.getByRole('complementary', { name: TEXT.orderSummary });
const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order' });

async function enterAddress(page: Page) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Shopper');
  await page.getByRole('combobox', { name: 'Street address' }).fill('12 Mai');
  await page.getByRole('option', { name: /12 Main/ }).first().click();
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('Zip code').fill('10001');
}

/** Three products and the demo code, as a visitor; ends on the checkout page. */
async function cartWithCode(page: Page, brand: BrandKey) {
  await page.goto(brandUrl(brand, '/shop'));
  for (const name of PRODUCTS) {
    await card(page, name).getByRole('button', { name: TEXT.addToCart }).click();
    await expect(card(page, name).getByText(TEXT.added)).toBeVisible();
  }
  await page.goto(brandUrl(brand, '/shop/cart'));
  await expect(page.getByText('3 of 10 lines')).toBeVisible();
  await page.getByLabel(TEXT.discountCode).fill('WELCOME10');
  await page.getByRole('button', { name: TEXT.applyCode }).click();
  await expect(page.getByText('Discount (WELCOME10)')).toBeVisible();
  await page.getByRole('link', { name: TEXT.checkout }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.checkoutHeading })).toBeVisible();
}

/** Signs up from the checkout's link and comes back to it, signed in, with the cart merged. */
async function signUpAtCheckout(page: Page) {
  await page.getByRole('link', { name: TEXT.signUpToCheckout }).click();
  await expect(page).toHaveURL(/\/auth\/signup\?redirect=/);
  await page.getByLabel('Email address').fill(uniqueEmail('shopper'));
  await page.getByLabel('Password').fill('correct-horse');
  await page.getByRole('checkbox', { name: /^I agree to the/ }).check();
  await page.getByRole('checkbox', { name: /years old/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(placeOrder(page)).toBeVisible();
}

async function orders(page: Page) {
  return (await pageApi(page, 'GET', '/api/patient/orders')).body.data as { kind: string; invoice: { totalCents: number } }[];
}

for (const brand of ['main', 'agency'] as const satisfies readonly BrandKey[]) {
  test(`${brand}: a visitor fills a cart, signs up at checkout, is declined, then pays once and finds the order`, async ({ page }) => {
    // The page's clock runs as usual, and can be moved on to show the notice is not timed.
    await page.clock.install();
    await cartWithCode(page, brand);
    for (const name of PRODUCTS) {
      await expect(summary(page).getByText(name)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: TEXT.logInToCheckout })).toHaveAttribute('href', '/auth/login?redirect=/shop/checkout');
    await snap(page, `${brand}-shop-checkout-visitor`);

    await signUpAtCheckout(page);
    // The visitor's cart is the account's now: the same lines and the code.
    for (const name of PRODUCTS) {
      await expect(summary(page).getByText(name)).toBeVisible();
    }
    await expect(summary(page).getByText('Discount (WELCOME10)')).toBeVisible();
    await expect(placeOrder(page)).toBeDisabled();
    await expect(page.getByText(MESSAGES.payment.noShippingAddress)).toBeVisible();

    await enterAddress(page);
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('12 Main St', { exact: false })).toBeVisible();
    await expect(page.getByText(MESSAGES.payment.noPaymentMethod)).toBeVisible();

    // A card refused when stored: the processor's words under the field.
    await enterCard(page, CARDS.declinedOnEntry);
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    // A card stored, then declined when charged: the processor's words above Place order, nothing paid.
    await enterCard(page, CARDS.declinedOnCharge);
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Card ending in 0341')).toBeVisible();
    await expect(placeOrder(page)).toBeEnabled();
    await placeOrder(page).click();
    await expect(page.locator('.cart-order-checkout__failures')).toContainText('Your card was declined.');
    expect(await orders(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit payment method' }).click();
    await enterCard(page, CARDS.success);
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText('Card ending in 4242')).toBeVisible();
    const shownTotal = await summary(page).locator('.shop-totals__total dd').textContent();
    await snap(page, `${brand}-shop-checkout-ready`);
    await placeOrder(page).click();

    await expect(page.getByRole('heading', { name: TEXT.placedHeading })).toBeVisible();
    const confirmed = page.locator('.flash').filter({ hasText: MESSAGES.payment.orderConfirmed });
    await expect(confirmed).toBeVisible();
    // Not dismissed by itself (001 §2.2): twice the time a timed notice stays.
    await page.clock.runFor(2 * ERROR_DISPLAY_MS);
    await expect(confirmed).toBeVisible();
    await expect(page.getByRole('navigation', { name: TEXT.shopNav }).getByRole('link', { name: 'Cart' })).toBeVisible();
    await snap(page, `${brand}-shop-checkout-placed`);

    const paid = await orders(page);
    expect(paid).toHaveLength(1);
    expect(`$${(paid[0]!.invoice.totalCents / 100).toFixed(2)}`).toBe(shownTotal);
    expect((await pageApi(page, 'GET', '/api/shop/cart')).body.data).toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { name: TEXT.placedHeading })).toBeVisible();

    await page.getByRole('link', { name: TEXT.toShipments }).click();
    await expect(page).toHaveURL(/\/dashboard\/shipments$/);
    const box = page.getByRole('article').first();
    for (const name of PRODUCTS) {
      await expect(box.getByText(name, { exact: false }).first()).toBeVisible();
    }
    await page.goto(brandUrl(brand, '/shop/checkout'));
    await page.getByRole('link', { name: TEXT.toDashboard }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: MESSAGES.dashboardPages.shipments, exact: true })).toBeVisible();
    // The account has no visit: the dashboard still shows what it bought, with the total it paid.
    const ordersPanel = page.getByRole('region', { name: ORDERS_MESSAGES.heading });
    const order = ordersPanel.getByRole('article', { name: ORDERS_MESSAGES.shopOrder });
    await expect(order).toHaveCount(1);
    // One of each, so no "× 2"; a product with options is named with the one chosen.
    await expect(order.getByRole('listitem')).toHaveText(PRODUCTS.map((name) => new RegExp(`^${name}( \\(.+\\))?$`)));
    await expect(order.getByText(shownTotal!, { exact: true })).toBeVisible();
    await expect(order.getByRole('link', { name: ORDERS_MESSAGES.shopAgain })).toHaveAttribute('href', '/shop');
    await expect(ordersPanel.getByRole('link', { name: ORDERS_MESSAGES.shipments })).toHaveAttribute('href', '/dashboard/shipments');
    await snap(page, `${brand}-shop-checkout-dashboard`);
  });
}

test('the checkout fits a narrow phone, signed in with nothing on file', async ({ page }) => {
  await cartWithCode(page, 'main');
  await signUpAtCheckout(page);
  await page.setViewportSize(NARROW_VIEWPORT);
  await expect(page.getByRole('combobox', { name: 'Street address' })).toBeVisible();
  expect(await page.evaluate(overflowingElements)).toEqual([]);
  await snap(page, 'main-shop-checkout-phone');
});

// The wallets on the shop's checkout: PayPal's window and the device wallet's sheet, each paying the
// cart at once through the shop's express checkout. The address is saved first, so the summary shows
// the tax of the state the wallet's address is in (the sandbox payer's, New York).
for (const [brand, wallet] of [
  ['main', 'PayPal'],
  ['agency', 'Apple Pay'],
  ['main', 'Apple Pay'],
  ['agency', 'PayPal'],
] as const satisfies readonly (readonly [BrandKey, 'PayPal' | 'Apple Pay'])[]) {
  test(`${brand}: a shopper pays the cart with ${wallet} in one go and finds one order of the total shown`, async ({ page }) => {
    await page.clock.install();
    await cartWithCode(page, brand);
    await signUpAtCheckout(page);
    await enterAddress(page);
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('12 Main St', { exact: false })).toBeVisible();
    await expect(summary(page).locator('.shop-totals__row').filter({ hasText: TEXT.taxEstimate })).not.toContainText(TEXT.taxAtCheckout);
    const shownTotal = (await summary(page).locator('.shop-totals__total dd').textContent())!;

    await page.getByRole('radio', { name: wallet }).check();
    if (wallet === 'PayPal') {
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Pay with PayPal' }).click();
      const popup = await popupOpened;
      await expect(popup.getByRole('heading', { name: 'Sandbox PayPal' })).toBeVisible();
      await popup.getByRole('button', { name: 'Agree and continue' }).click();
    } else {
      await page.getByRole('button', { name: 'Pay with Apple Pay' }).click();
      const sheet = page.getByRole('dialog', { name: 'Sandbox Pay' });
      await expect(sheet).toBeVisible();
      // The sheet lists the cart and asks for the total the summary shows.
      await expect(sheet.getByText('Discount (WELCOME10)')).toBeVisible();
      const totalRow = sheet.locator('dl > div').last();
      await expect(totalRow.getByRole('term')).toHaveText(TEXT.total);
      await expect(totalRow.getByRole('definition')).toHaveText(shownTotal);
      await snap(page, `${brand}-shop-checkout-apple-pay-sheet`);
      await sheet.getByRole('button', { name: 'Pay with Sandbox Pay' }).click();
    }

    await expect(page.getByRole('heading', { name: TEXT.placedHeading })).toBeVisible();
    const confirmed = page.locator('.flash').filter({ hasText: MESSAGES.payment.orderConfirmed });
    await expect(confirmed).toBeVisible();
    await page.clock.runFor(2 * ERROR_DISPLAY_MS);
    await expect(confirmed).toBeVisible();
    const paid = await orders(page);
    expect(paid).toHaveLength(1);
    expect(`$${(paid[0]!.invoice.totalCents / 100).toFixed(2)}`).toBe(shownTotal);
    expect((await pageApi(page, 'GET', '/api/patient/payment/method')).body.data).toMatchObject({ method: wallet === 'PayPal' ? 'paypal' : 'apple-pay' });
    expect((await pageApi(page, 'GET', '/api/shop/cart')).body.data).toBeNull();
  });
}
