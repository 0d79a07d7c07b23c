import type { Locator, Page } from '@playwright/test';
import { expect, test, brandUrl, pageApi, snap, type BrandKey } from './fixtures';
import { bookLastTimeOfDay, ok, returningPatient } from './resubscribe-fixtures';

// Issue 12 item 5 and its parts of items 6 and 7 (ADR 111): the resubscribe shop on both brands,
// above and below the $30 minimum, from /dashboard/resubscribe/skin to the paid subscription.

/** From the dashboard's resubscribe link, past the consultation (Skip), to the shop. */
async function openShop(page: Page, brand: BrandKey): Promise<void> {
  await page.goto(brandUrl(brand, '/dashboard/resubscribe/skin'));
  await expect(page).toHaveURL(/\/renewal\/schedule-consultation$/);
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/renewal\/product-selection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resume your subscription' })).toBeVisible();
}

/** A checkbox changes when the server has saved the change (one visit order update each). */
async function setChecked(checkbox: Locator, isChecked: boolean): Promise<void> {
  await checkbox.click();
  await expect(checkbox).toBeChecked({ checked: isChecked });
}

const subtotal = (page: Page) => page.locator('.resubscribe-shop__subtotal span').last();
const proceed = (page: Page) => page.getByRole('button', { name: 'Proceed to checkout' });

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: a resubscription of $30 or more, the prescription required, paid as a subscription`, async ({ page }) => {
    await returningPatient(page, brand);
    await openShop(page, brand);
    const required = page.getByRole('checkbox', { name: /Custom Formula/ });
    await expect(required).toBeChecked();
    await expect(required).toBeDisabled();
    await expect(page.getByText('Required', { exact: true })).toBeVisible();
    await expect(proceed(page)).toBeEnabled();
    const before = await subtotal(page).textContent();

    const balm = page.getByRole('checkbox', { name: /Barrier Balm/ });
    await setChecked(balm, true);
    await expect(page.locator('.resubscribe-shop__lines')).toContainText('Barrier Balm');
    await expect(subtotal(page)).not.toHaveText(before!);
    await snap(page, `${brand}-resubscribe-shop`);
    await setChecked(balm, false);
    await expect(subtotal(page)).toHaveText(before!);
    await setChecked(balm, true);
    await expect(page.locator('.resubscribe-shop__lines')).toContainText('Barrier Balm');

    await proceed(page).click();
    await expect(page).toHaveURL(/\/renewal\/checkout$/);
    await page.getByRole('button', { name: 'Confirm payment method' }).click();
    await expect(page).toHaveURL(/\/renewal\/complete$/);
    await page.getByRole('button', { name: 'Send my visit to my provider' }).click();
    await expect(page).toHaveURL(/\/patient-dashboard\/manage-subscription\/customize$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customize your subscription' })).toBeVisible();
    await expect(page.getByText('Barrier Balm')).toBeVisible();

    const orders = (await ok(page, 'GET', '/api/patient/orders')).body.data as { kind: string; lines: { name: string }[] }[];
    expect(orders).toEqual([expect.objectContaining({ kind: 'subscription' })]);
    expect(orders[0]!.lines.map((line) => line.name)).toContain('Barrier Balm');
    const subscriptions = (await ok(page, 'GET', '/api/patient/subscriptions')).body.data as { status: string }[];
    expect(subscriptions).toEqual([expect.objectContaining({ status: 'active' })]);
  });

  test(`${brand}: below $30 (FREETRIAL's free prescription) checkout is disabled and the server refuses it`, async ({ page }) => {
    await returningPatient(page, brand);
    await ok(page, 'POST', '/api/patient/promotion-claims', { code: 'FREETRIAL', brand: brand === 'agency' ? 2 : 1, treatmentCategory: 1 });
    await openShop(page, brand);
    const lines = page.locator('.resubscribe-shop__lines li');
    await expect(lines.filter({ hasText: 'Custom Formula' })).toContainText('Free');
    await expect(page.getByText('Code FREETRIAL applied')).toBeVisible();
    // Leave the prescription alone with the cheapest product.
    const optional = page.getByRole('checkbox', { checked: true, disabled: false });
    while ((await optional.count()) > 0) {
      await optional.first().click();
      await expect(page.locator('fieldset[aria-busy]')).toHaveCount(0);
    }
    await setChecked(page.getByRole('checkbox', { name: /Tinted Lip Balm/ }), true);
    await expect(page.getByText('Minimum order is $30')).toBeVisible();
    await expect(proceed(page)).toBeDisabled();
    await snap(page, `${brand}-resubscribe-below-minimum`);

    // Posted straight to the API, the same box is refused in the spec's words, and no order is made.
    const shop = (await ok(page, 'PUT', '/api/patient/resubscribe', { treatmentCategory: 1, surveyProvider: 'teleskin', purchaseContext: 'subscription' })).body.data;
    const refused = await pageApi(page, 'PUT', '/app/patient/payment/subscription-items', {
      brand: brand === 'agency' ? 2 : 1,
      treatment_category: 1,
      items: (shop.cart.lines as { itemId: number }[]).map((line) => ({ item_id: line.itemId, quantity: 1 })),
      deferred_products: [],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Minimum order is $30');
    expect((await ok(page, 'GET', '/api/patient/orders')).body.data).toEqual([]);

    // Another product brings it over $30: checkout opens again.
    await setChecked(page.getByRole('checkbox', { name: /Barrier Balm/ }), true);
    await expect(page.getByText('Minimum order is $30')).toHaveCount(0);
    await expect(proceed(page)).toBeEnabled();
  });

  test(`${brand}: Continue after booking the call goes to the manage-subscription customize page, not the shop (000 §2)`, async ({ page }) => {
    await returningPatient(page, brand);
    await page.goto(brandUrl(brand, '/dashboard/resubscribe/skin'));
    await expect(page).toHaveURL(/\/renewal\/schedule-consultation$/);
    // A day per brand in the fortnight's middle: no other test books its last time (the last days are scheduling.spec.ts's).
    await bookLastTimeOfDay(page, brand === 'agency' ? 7 : 6);
    await expect(page.getByRole('heading', { name: 'Your call is scheduled' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/patient-dashboard\/manage-subscription\/customize$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customize your subscription' })).toBeVisible();
    // Nothing was bought on the way (the shop and the checkout were not passed through).
    expect((await ok(page, 'GET', '/api/patient/orders')).body.data).toEqual([]);
  });
}
