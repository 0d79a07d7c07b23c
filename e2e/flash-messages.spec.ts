import type { Page } from '@playwright/test';
import { expect, test, birthdateYearsAgo, brandUrl, fillEligibility, registerOnStep, snap, uniqueEmail } from './fixtures';

const REGISTERED = 'You’re one step closer to your personalized Treatment Plan.';

async function registerMainSkinPatient(page: Page): Promise<void> {
  await page.goto(brandUrl('main', '/get-started/skin'));
  await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await registerOnStep(page, 'main', uniqueEmail('flash'));
  await expect(page).toHaveURL(/\/get-started\/skin\/legal-name$/);
  // The url changes as the navigation starts; the screen shows once its code has loaded.
  await expect(page.getByLabel('Legal first name')).toBeVisible();
}

test('the registration flash shows on the screen after registering and leaves with it', async ({ page }) => {
  await registerMainSkinPatient(page);
  await expect(page.getByText(REGISTERED)).toBeVisible();

  await page.getByLabel('Legal first name').fill('Ada');
  await page.getByLabel('Legal last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/sms-verification$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(REGISTERED)).toHaveCount(0);
});

test('a flash does not follow the patient to the not-found page', async ({ page }) => {
  await registerMainSkinPatient(page);
  await expect(page.getByText(REGISTERED)).toBeVisible();
  // A client-side move, as a link inside the app makes it: a reload would clear it anyway.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(REGISTERED)).toHaveCount(0);
});

test('on a desktop the flash lines up with the page column below it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerMainSkinPatient(page);
  const flash = page.locator('.flash').filter({ hasText: REGISTERED });
  await expect(flash).toBeVisible();
  await snap(page, 'main-flash-desktop');
  const banner = await flash.boundingBox();
  const column = await page.locator('main section.page').first().boundingBox();
  if (!banner || !column) {
    throw new Error('the flash or the page column is not laid out');
  }
  expect(Math.abs(banner.x - column.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(banner.width - column.width)).toBeLessThanOrEqual(1);
});
