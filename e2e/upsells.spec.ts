import type { Page } from '@playwright/test';
import { formatUsd } from '@app/domain/pricing';
import { nextBox } from '@app/domain/selection';
import { expect, test, brandUrl, pageApi, snap, type BrandKey } from './fixtures';
import { patientAtSelection, payForBoxByApi, saveBoxKeepingOffersByApi, serverSelection } from './selection-fixtures';

// Issue 12 items 1-3 (ADR 108): the offers between the recommended routine and the checkout. Each
// test reads "Your next box" on the checkout as the patient would, against the server's figure for
// the same box without the offers.

const MILD_ACNE = { skin_type: 'oily', skin_concerns: ['acne'], acne_severity: 'mild' };
const FLOWS = { main: 'skin-signup', agency: 'agency-skin-signup' } as const;

/** A patient of the brand whose recommended box is saved, at the first offer; answers the next box without offers. */
async function patientAtOffers(page: Page, brand: BrandKey) {
  const flow = FLOWS[brand];
  await patientAtSelection(page, brand, flow, MILD_ACNE);
  const data = await serverSelection(page, flow, brand);
  await saveBoxKeepingOffersByApi(page, flow, brand);
  await page.goto(brandUrl(brand, '/get-started/skin/body-cleanse-upsell'));
  await expect(page.getByRole('heading', { level: 1, name: 'Add Rx Body Cleanse to your box' })).toBeVisible();
  return { flow, baseNextBox: nextBox(data, data.initialSelectedItemIds)! };
}

const nextBoxLine = (page: Page) => page.locator('.price-summary__next');

test('main: both offers accepted — $14 today, and the next box $19.55 and $20.00 more; then one is removed from the dashboard', async ({ page }) => {
  const { baseNextBox } = await patientAtOffers(page, 'main');
  await expect(page.getByText('$14 today for a 30-day supply (regularly $29.95), then $19.55 more with each box after that.')).toBeVisible();
  await snap(page, 'main-upsell-body-cleanse');
  await page.getByRole('button', { name: 'Add for $14' }).click();
  await expect(page.getByText('Body Cleanse was added to your box.')).toBeVisible();
  await expect(page).toHaveURL(/\/get-started\/skin\/special-offer-upsell$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Keep mild breakouts in check with Rx Deep Cleanse' })).toBeVisible();
  await expect(page.getByText('Free with your trial, then $10 more per month after your trial ends.')).toBeVisible();
  await page.getByRole('button', { name: 'See product ingredients & more' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Zinc pyrithione' })).toBeVisible();
  await snap(page, 'main-upsell-deep-cleanse-ingredients');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Upgrade for free' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/checkout$/);

  const summary = page.locator('.price-summary');
  await expect(summary.getByText('Mini Body Cleanse')).toBeVisible();
  await expect(summary.getByText('$14.00')).toBeVisible();
  await expect(nextBoxLine(page)).toContainText(`${formatUsd(baseNextBox.amount + 1955 + 2000)} every 60 days`);

  await payForBoxByApi(page, 'skin-signup', 'main');
  const [order] = (await pageApi(page, 'GET', '/api/patient/orders')).body.data as { lines: { name: string; finalCents: number }[] }[];
  expect(order!.lines).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Body Cleanse', finalCents: 1400 }), expect.objectContaining({ name: 'Deep Cleanse', finalCents: 0 })]));

  await page.goto(brandUrl('main', '/dashboard'));
  const offers = page.getByRole('region', { name: 'Offers on your box' });
  await expect(offers.getByText('Adds $19.55 to each box.', { exact: false })).toBeVisible();
  await snap(page, 'main-dashboard-offers');
  await offers.getByRole('button', { name: 'Remove Body Cleanse' }).click();
  await expect(page.getByText('Body Cleanse was removed from your next box.')).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Remove Body Cleanse' })).toHaveCount(0);
  const [subscription] = (await pageApi(page, 'GET', '/api/patient/subscriptions')).body.data as { items: { name: string }[] }[];
  expect(subscription!.items.map((item) => item.name)).not.toContain('Body Cleanse');
  expect(subscription!.items.map((item) => item.name)).toContain('Deep Cleanse');
});

test('main: both offers skipped — the checkout and the next box are the box’s own', async ({ page }) => {
  const { baseNextBox } = await patientAtOffers(page, 'main');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/special-offer-upsell$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/checkout$/);
  await expect(nextBoxLine(page)).toContainText(`${formatUsd(baseNextBox.amount)} every 60 days`);
  await expect(page.locator('.price-summary').getByText('Body Cleanse')).toHaveCount(0);
});

test('agency: Body Cleanse accepted adds $9.78 to each 30-day box; no Deep Cleanse offer under its trial', async ({ page }) => {
  const { baseNextBox } = await patientAtOffers(page, 'agency');
  await expect(page.getByText('then $9.78 more with each box after that.', { exact: false })).toBeVisible();
  await snap(page, 'agency-upsell-body-cleanse');
  await page.getByRole('button', { name: 'Add for $14' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/checkout$/);
  await expect(nextBoxLine(page)).toContainText(`${formatUsd(baseNextBox.amount + 978)} every 30 days`);
});

test('agency: Body Cleanse skipped leaves the next box as it was', async ({ page }) => {
  const { baseNextBox } = await patientAtOffers(page, 'agency');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/checkout$/);
  await expect(nextBoxLine(page)).toContainText(`${formatUsd(baseNextBox.amount)} every 30 days`);
});

test('an answer the server cannot save says "Sorry!" and the patient stays on the offer', async ({ page }) => {
  await patientAtOffers(page, 'main');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/special-offer-upsell$/);
  await page.route('**/api/visits/*/upsells', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'boom', code: 'INTERNAL' } }) : route.fallback(),
  );
  await page.getByRole('button', { name: 'Upgrade for free' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'A server error occurred. Please try again.' });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('Sorry!')).toBeVisible();
  await expect(page).toHaveURL(/\/special-offer-upsell$/);
  await expect(page.getByRole('button', { name: 'Upgrade for free' })).toBeEnabled();
});
