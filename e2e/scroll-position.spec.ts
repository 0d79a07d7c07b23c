import type { Page } from '@playwright/test';
import { expect, test, birthdateYearsAgo, brandUrl, fillEligibility } from './fixtures';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

// A short phone screen, so the eligibility form is taller than the window.
test.use({ viewport: { width: 390, height: 480 } });

test('a new screen starts at its top, and Back returns to where the patient was', async ({ page }) => {
  await page.goto(brandUrl('main', '/get-started/skin'));
  await expect(page.getByRole('heading', { level: 1, name: "Let's make sure you're eligible" })).toBeVisible();
  await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
  const next = page.getByRole('button', { name: 'Next' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolledTo = await scrollY(page);
  expect(scrolledTo).toBeGreaterThan(100);

  await next.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: "Let's make sure you're eligible" })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(scrolledTo);
});
