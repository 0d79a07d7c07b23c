import type { Page } from '@playwright/test';
import type { AdminCardCopies, ShopProduct } from '@app/domain/contracts';
import type { CardCopy } from '@app/domain/selection';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { brandUrl, expect, pageApi, snap, test } from './fixtures';
import { signInStaffThroughApi } from './staff-fixtures';

// Issue 33 item 2 (ADR 167): an admin renames a product of the agency brand on the console's
// Product copy page, after an empty name is refused in words, and a shopper of that brand sees
// the new name in the shop. Axe checks the pages through the fixtures. The serial project
// (playwright.config.ts): the rename changes what every visitor of the brand reads, so it may not
// run beside the other specs; the card's copy is put back after the test, whatever became of it.

const TEXT = STAFF_MESSAGES.adminCardCopy;
let released: { cardKey: string; copy: CardCopy } | undefined;

async function agencyCopyOf(page: Page, cardKey: string): Promise<CardCopy> {
  const listed = await pageApi<{ data: AdminCardCopies }>(page, 'GET', '/api/admin/card-copy');
  expect(listed.status).toBe(200);
  return listed.body.data.cards.find((card) => card.brandId === 2 && card.cardKey === cardKey)!.copy;
}

test.afterEach(async ({ page }) => {
  if (released === undefined) {
    return;
  }
  if (!page.url().startsWith('http')) {
    await page.goto(brandUrl('main', '/'));
  }
  const restored = await pageApi(page, 'PUT', `/api/admin/card-copy/2/${released.cardKey}`, { copy: released.copy, reason: 'End of the browser test' });
  expect(restored.status).toBe(200);
});

test('an admin renames an agency product, and its shop shows the new name', async ({ browser, page }) => {
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(brandUrl('agency', '/shop'));
  const products = (await pageApi<{ data: { products: ShopProduct[] } }>(shopper, 'GET', '/api/shop/products')).body.data.products;
  const product = products[0]!;
  await expect(shopper.getByText(product.name, { exact: true }).first()).toBeVisible();

  await signInStaffThroughApi(page, 'admin');
  await page.goto(brandUrl('main', '/admin/copy'));
  await expect(page.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
  released = { cardKey: product.handle, copy: await agencyCopyOf(page, product.handle) };
  await page.getByLabel(TEXT.columns.brand, { exact: true }).selectOption({ label: 'Marlow & Finch' });
  await page.getByRole('button', { name: `Change the copy of ${product.name} (Marlow & Finch)` }).click();
  const dialog = page.getByRole('dialog', { name: `Copy of ${product.name}` });

  // An empty name is refused in words, by its field, before anything is sent.
  await dialog.getByLabel(TEXT.name, { exact: true }).fill('');
  await dialog.getByLabel('Reason for this change', { exact: false }).fill('Autumn names');
  await dialog.getByRole('button', { name: TEXT.save }).click();
  await expect(dialog.getByText(TEXT.errors.name)).toBeVisible();
  await snap(page, 'admin-card-copy-form');

  const renamed = `${product.name} Autumn`;
  await dialog.getByLabel(TEXT.name, { exact: true }).fill(renamed);
  await dialog.getByRole('button', { name: TEXT.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`The copy of ${renamed} was saved.`)).toBeVisible();
  await page.reload();
  await page.getByLabel(TEXT.columns.brand, { exact: true }).selectOption({ label: 'Marlow & Finch' });
  await expect(page.getByRole('rowheader', { name: renamed, exact: true })).toBeVisible();
  await expect(page.getByText(/: Autumn names$/).first()).toBeVisible();
  await snap(page, 'admin-card-copy');

  // The brand's shop names it so from the next page a shopper loads; the main brand's does not.
  await shopper.reload();
  await expect(shopper.getByText(renamed, { exact: true }).first()).toBeVisible();
  await shopper.goto(brandUrl('main', '/shop'));
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(shopper.getByText(renamed, { exact: true })).toHaveCount(0);
});
