import type { Page } from '@playwright/test';
import type { AdminPrices, ShopCatalogue } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { brandUrl, expect, pageApi, snap, test } from './fixtures';
import { signInStaffThroughApi } from './staff-fixtures';

// Issue 33 item 2 (ADR 161): an admin pauses the main brand's new sales of an over-the-counter
// product on the console's Prices page, with a reason; the brand's shop no longer sells it (the
// agency's still does) until the admin resumes it. Axe checks the page and its dialogs through the
// fixtures. A product no other spec names and no routine recommends; the spec runs in the serial
// project (playwright.config.ts), as the storefront's cart tests add every product the shop lists.

const PRODUCT = 'Micellar Makeup Remover';
const PRODUCT_KEY = 'micellar-makeup-remover';
const MAIN_BRAND_ID = 1;
const TEXT = STAFF_MESSAGES.adminPrices;
const words = { product: PRODUCT };

/** The products the shop of a visitor's page lists, as its API answers (a staff session is refused there). */
async function shopNames(visitor: Page): Promise<string[]> {
  const { status, body } = await pageApi<{ data: ShopCatalogue }>(visitor, 'GET', '/api/shop/products');
  expect(status).toBe(200);
  return body.data.products.map((product) => product.name);
}

/** The main brand's prices, one brand at a time: the page shows the first, chosen here by name. */
async function openPrices(page: Page): Promise<void> {
  await page.goto(brandUrl('main', '/admin/prices'));
  await expect(page.getByRole('heading', { level: 1, name: 'Prices' })).toBeVisible();
  await page.getByLabel('Brand').selectOption({ label: 'Teleskin' });
  await expect(page.getByRole('table', { name: 'Prices of Teleskin' })).toBeVisible();
}

// Whatever became of the test, the product is on sale for the specs that follow.
test.afterEach(async ({ page }) => {
  if (!page.url().startsWith('http')) {
    await page.goto(brandUrl('main', '/'));
  }
  const listed = await pageApi<{ data: AdminPrices }>(page, 'GET', '/api/admin/prices');
  const row = listed.body?.data?.prices.find((price) => price.brandId === MAIN_BRAND_ID && price.productKey === PRODUCT_KEY);
  if (row?.salesPausedAt) {
    const resumed = await pageApi(page, 'POST', '/api/admin/product-sales', { brandId: MAIN_BRAND_ID, productKey: PRODUCT_KEY, onSale: true, reason: 'End of the browser test' });
    expect(resumed.status).toBe(200);
  }
});

test('an admin pauses new sales of a product with a reason: the shop stops listing it until they resume it', async ({ browser, page }) => {
  // A visitor of the main brand's shop, in a browser of their own.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(brandUrl('main', '/shop'));
  await expect(visitor.getByRole('article', { name: PRODUCT })).toBeVisible();
  await signInStaffThroughApi(page, 'admin');
  await openPrices(page);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${PRODUCT}`) }) });
  await expect(row.getByText('New sales paused')).toHaveCount(0);
  // A prescription has no pause.
  const rx = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Custom Formula', exact: true }) });
  await expect(rx.getByRole('button', { name: 'Change price of Custom Formula' })).toBeVisible();
  await expect(rx.getByRole('button', { name: /sales/ })).toHaveCount(0);

  // The pause: refused without a reason, then done with one.
  await row.getByRole('button', { name: fillTemplate(TEXT.pauseSalesOf, words), exact: true }).click();
  const pause = page.getByRole('dialog', { name: `Pause new sales of ${PRODUCT}` });
  await expect(pause.getByText('Subscribers who have it keep receiving it.', { exact: false })).toBeVisible();
  await pause.getByRole('button', { name: 'Pause sales', exact: true }).click();
  const reason = pause.getByLabel('Reason for this change', { exact: false });
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await reason.fill('Supplier recall of a batch');
  await snap(page, 'admin-product-sales-pause');
  await pause.getByRole('button', { name: 'Pause sales', exact: true }).click();
  await expect(pause).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `New sales of ${PRODUCT} are paused.` })).toBeVisible();
  await expect(row.getByText('New sales paused', { exact: true })).toBeVisible();
  const resume = row.getByRole('button', { name: fillTemplate(TEXT.resumeSalesOf, words), exact: true });
  await expect(resume).toBeFocused();

  // The main brand's shop no longer sells it, its list nor its page; the agency's still does.
  await expect.poll(() => shopNames(visitor)).not.toContain(PRODUCT);
  await visitor.reload();
  await expect(visitor.getByRole('article', { name: 'Barrier Balm' })).toBeVisible();
  await expect(visitor.getByRole('article', { name: PRODUCT })).toHaveCount(0);
  const agency = await visitor.context().newPage();
  await agency.goto(brandUrl('agency', '/shop'));
  await expect(agency.getByRole('article', { name: PRODUCT })).toBeVisible();

  // Still paused on the page's next visit; resumed by keyboard alone.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Prices of Teleskin' })).toBeVisible();
  await expect(row.getByText('New sales paused', { exact: true })).toBeVisible();
  await resume.focus();
  await page.keyboard.press('Enter');
  const resumeDialog = page.getByRole('dialog', { name: `Resume new sales of ${PRODUCT}` });
  await expect(resumeDialog.getByLabel('Reason for this change', { exact: false })).toBeFocused();
  await page.keyboard.type('Batch cleared');
  await page.keyboard.press('Tab');
  await expect(resumeDialog.getByRole('button', { name: 'Resume sales', exact: true })).toBeFocused();
  await snap(page, 'admin-product-sales-resume');
  await page.keyboard.press('Enter');
  await expect(resumeDialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: `${PRODUCT} is on sale again.` })).toBeVisible();
  await expect(row.getByText('New sales paused')).toHaveCount(0);
  await expect(row.getByRole('button', { name: fillTemplate(TEXT.pauseSalesOf, words), exact: true })).toBeFocused();
  await expect.poll(() => shopNames(visitor)).toContain(PRODUCT);
  await visitor.reload();
  await expect(visitor.getByRole('article', { name: PRODUCT })).toBeVisible();
});
