import type { Page } from '@playwright/test';
import { MESSAGES, STOREFRONT_MESSAGES } from '@app/domain/messages';
import { routeChunkSizes } from '../scripts/bench-route-chunk.mjs';
import { expect, test, brandUrl, pageApi, snap, type BrandKey } from './fixtures';
import { NARROW_VIEWPORT, overflowingElements } from './overflow-check';

// Issue 31 items 1 and 2 (ADR 153): the shop and its cart on both brands, as a visitor who has not
// signed in. Axe checks every screen through the fixtures (the list, a product page, the cart).

const TEXT = STOREFRONT_MESSAGES.storefront;
const card = (page: Page, name: string) => page.getByRole('article', { name });
const cartLink = (page: Page) => page.getByRole('navigation', { name: TEXT.shopNav }).getByRole('link', { name: /^Cart/ });

async function addFromList(page: Page, name: string): Promise<void> {
  await card(page, name).getByRole('button', { name: TEXT.addToCart }).click();
  await expect(card(page, name).getByText(TEXT.added)).toBeVisible();
}

test('the shop route stays within its 50 KB gzip budget', () => {
  expect(routeChunkSizes('src/app/routes/shop-routes.tsx').added).toBeLessThanOrEqual(50 * 1000);
});

for (const brand of ['main', 'agency'] as const satisfies readonly BrandKey[]) {
  test(`${brand}: a visitor picks a colour, fills a cart, changes it, tries a bad code and keeps it across a reload`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/shop'));
    await expect(page.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
    await expect(card(page, 'Cream & Oil Duo').getByText(TEXT.sale, { exact: true })).toBeVisible();

    // The colour by keyboard: arrow keys move through the swatches of a radio group.
    const balm = card(page, 'Tinted Lip Balm');
    await balm.getByRole('radio', { name: 'Sheer Rose' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(balm.getByRole('radio', { name: 'Berry' })).toBeChecked();
    await addFromList(page, 'Tinted Lip Balm');
    await addFromList(page, 'Barrier Balm');
    await snap(page, `${brand}-shop`);

    await card(page, 'Day Primer').getByRole('link', { name: TEXT.viewProduct }).click();
    await expect(page).toHaveURL(/\/shop\/day-primer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Day Primer' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to use' })).toBeVisible();
    await page.getByLabel(TEXT.quantity).selectOption('2');
    await page.getByRole('button', { name: TEXT.addToCart }).click();
    await expect(page.getByText(TEXT.added)).toBeVisible();
    await expect(cartLink(page)).toHaveText('Cart, 4 items');

    await cartLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.cartHeading })).toBeVisible();
    await expect(page.getByText('3 of 10 lines')).toBeVisible();
    await expect(page.getByText('Berry', { exact: true })).toBeVisible();
    await page.getByLabel('Quantity of Barrier Balm').selectOption('3');
    await expect(page.locator('.shop-line', { hasText: 'Barrier Balm' }).locator('.shop-line__amount')).toHaveText('$66.00');
    await page.getByRole('button', { name: 'Remove Tinted Lip Balm, Berry' }).click();
    await expect(page.getByText('2 of 10 lines')).toBeVisible();

    await page.getByLabel(TEXT.discountCode).fill('NOSUCHCODE');
    await page.getByRole('button', { name: TEXT.applyCode }).click();
    await expect(page.locator('#shop-discount-code-reason')).toHaveText(MESSAGES.promotion.invalid);
    // Barrier Balm 3 × $22 and Day Primer 2 × $25: free shipping, tax until the state is known.
    const totals = page.locator('.shop-totals');
    await expect(totals.getByText('$116.00').first()).toBeVisible();
    await expect(totals.getByText(TEXT.freeShipping)).toBeVisible();
    await expect(totals.getByText(TEXT.taxAtCheckout)).toBeVisible();
    await expect(page.getByRole('link', { name: TEXT.checkout })).toHaveAttribute('href', /.+/);
    await snap(page, `${brand}-shop-cart`);

    await page.reload();
    await expect(page.getByText('2 of 10 lines')).toBeVisible();
    await expect(page.getByLabel('Quantity of Barrier Balm')).toHaveValue('3');
    await expect(page.getByLabel('Quantity of Day Primer')).toHaveValue('2');
  });

  test(`${brand}: the 11th product is refused with the message, and nothing is added`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/shop'));
    await expect(page.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
    const { body } = await pageApi<{ data: { products: { name: string; variants: { variantId: string }[] }[] } }>(page, 'GET', '/api/shop/products');
    const variants = body.data.products.flatMap((product) => product.variants.map((variant) => ({ product: product.name, variantId: variant.variantId })));
    const last = variants.find((variant) => variant.product === 'Barrier Balm')!;
    const ten = variants.filter((variant) => variant !== last).slice(0, 10);
    for (const { variantId } of ten) {
      expect((await pageApi(page, 'POST', '/api/shop/carts', { lines: [{ variantId, quantity: 1 }] })).status).toBe(200);
    }
    await addFromListRefused(page, 'Barrier Balm', 'A cart holds up to 10 products. Remove one to add another.');
    await page.goto(brandUrl(brand, '/shop/cart'));
    await expect(page.getByText('10 of 10 lines')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Barrier Balm' })).toHaveCount(0);
  });
}

async function addFromListRefused(page: Page, name: string, message: string): Promise<void> {
  await card(page, name).getByRole('button', { name: TEXT.addToCart }).click();
  await expect(card(page, name).getByRole('alert')).toHaveText(message);
}

test('an unknown product is the not-found page; the shop and the cart fit a narrow phone', async ({ page }) => {
  await page.goto(brandUrl('main', '/shop/no-such-product'));
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.setViewportSize(NARROW_VIEWPORT);
  await page.goto(brandUrl('main', '/shop'));
  await expect(card(page, 'Tinted Lip Balm')).toBeVisible();
  expect(await page.evaluate(overflowingElements)).toEqual([]);
  await card(page, 'Barrier Balm').getByRole('button', { name: TEXT.addToCart }).click();
  await expect(card(page, 'Barrier Balm').getByText(TEXT.added)).toBeVisible();
  await page.goto(brandUrl('main', '/shop/cart'));
  await expect(page.getByText('1 of 10 lines')).toBeVisible();
  expect(await page.evaluate(overflowingElements)).toEqual([]);
  await snap(page, 'main-shop-cart-phone');
});

test('/shop is pre-rendered: without JavaScript the products and their prices are there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(brandUrl('agency', '/shop'));
  await expect(page.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
  await expect(card(page, 'Tinted Lip Balm')).toBeVisible();
  await expect(card(page, 'Cream & Oil Duo').getByText('$40.00', { exact: true })).toBeVisible();
  await context.close();
});
