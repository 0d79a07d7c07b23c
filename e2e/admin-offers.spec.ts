import type { Page } from '@playwright/test';
import type { AdminOffers, AdminSellingSettings, OrderView } from '@app/domain/contracts';
import { formatUsd } from '@app/domain/pricing';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { brandUrl, expect, pageApi, snap, test } from './fixtures';
import { enterCardAndAddress } from './card-fixtures';
import { patientAtSelection } from './selection-fixtures';
import { signInStaffThroughApi } from './staff-fixtures';

// Issue 33 item 3 (ADR 163): an admin switches the main brand to the $19.95 two-month offer on the
// console's Offers page, after previewing what a new patient would see, and a new patient buys it:
// the selection page, the checkout and the order say $19.95 for each prescription. Axe checks the
// pages through the fixtures. The serial project (playwright.config.ts): the switch changes what
// every new patient of the brand is sold, so it may not run beside the other specs; the brand's
// settings are put back after the test, whatever became of it.

const TEXT = STAFF_MESSAGES.adminOffers;
const OFFER_LABEL = TEXT.offers['two-month-rx-1995']!;
let released: AdminSellingSettings | undefined;

async function mainSettings(page: Page): Promise<AdminSellingSettings> {
  const listed = await pageApi<{ data: AdminOffers }>(page, 'GET', '/api/admin/offers');
  expect(listed.status).toBe(200);
  return listed.body.data.brands.find((brand) => brand.brandId === 1)!.settings;
}

test.afterEach(async ({ page }) => {
  if (released === undefined) {
    return;
  }
  if (!page.url().startsWith('http')) {
    await page.goto(brandUrl('main', '/'));
  }
  const restored = await pageApi(page, 'PUT', '/api/admin/offers/1', { settings: released, reason: 'End of the browser test' });
  expect(restored.status).toBe(200);
});

test('an admin switches the main brand to the $19.95 two-month offer, and a new patient buys it at that price', async ({ browser, page }) => {
  await signInStaffThroughApi(page, 'admin');
  await page.goto(brandUrl('main', '/admin/offers'));
  await expect(page.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
  released = await mainSettings(page);
  expect(released.introOfferId).toBe('thirty-day-trial');
  await page.getByLabel(TEXT.brand, { exact: true }).selectOption({ label: 'Teleskin' });

  // The preview shows the new offer before anything is saved.
  await page.getByRole('radio', { name: OFFER_LABEL }).check();
  await page.getByRole('button', { name: TEXT.preview }).click();
  const preview = page.getByRole('region', { name: TEXT.previewHeading });
  await expect(preview.getByText('(1+ month FREE!)')).toBeVisible();
  await expect(preview.getByText('$19.95').first()).toBeVisible();
  await snap(page, 'admin-offers-preview');
  expect((await mainSettings(page)).introOfferId).toBe('thirty-day-trial');

  // Saved with a reason, from the keyboard.
  await page.getByRole('button', { name: TEXT.save }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the offers of Teleskin' });
  await dialog.getByLabel('Reason for this change', { exact: false }).fill('Spring two-month offer');
  await dialog.getByLabel('Reason for this change', { exact: false }).press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The offers of Teleskin were saved.')).toBeVisible();
  await expect(page.getByText(/^Last changed .*: Spring two-month offer$/)).toBeVisible();

  // A new patient of the brand, in a browser of their own, is offered it and buys it.
  const patient = await (await browser.newContext()).newPage();
  const { path } = await patientAtSelection(patient, 'main', 'skin-signup');
  await patient.goto(brandUrl('main', path));
  await expect(patient.getByText('(1+ month FREE!)').first()).toBeVisible();
  await expect(patient.getByText('$19.95').first()).toBeVisible();
  await patient.getByRole('button', { name: 'Check out now' }).click();
  await expect(patient).toHaveURL(/\/get-started\/skin\/(body-cleanse-upsell|special-offer-upsell|checkout)$/);
  while (!patient.url().endsWith('/checkout')) {
    const step = patient.url();
    await patient.getByRole('button', { name: 'Skip' }).click();
    await expect(patient).not.toHaveURL(step);
  }
  await enterCardAndAddress(patient);
  const shownTotal = await patient.locator('.price-summary__total strong').textContent();
  await patient.getByRole('button', { name: 'Confirm payment method' }).click();
  await expect(patient).toHaveURL(/\/get-started\/skin\/skincare-goals$/);

  const orders = (await pageApi<{ data: OrderView[] }>(patient, 'GET', '/api/patient/orders')).body.data;
  expect(orders).toHaveLength(1);
  const [order] = orders;
  expect(order!.kind).toBe('trial');
  expect(order!.invoice).not.toBeNull();
  expect(formatUsd(order!.invoice!.totalCents)).toBe(shownTotal);
  const rxLines = order!.lines.filter((line) => line.isRx);
  expect(rxLines.length).toBeGreaterThan(0);
  expect(rxLines.every((line) => line.isFullSize && line.finalCents === 1995)).toBe(true);
});
