import type { Page } from '@playwright/test';
import { expect, test, birthdateYearsAgo, brandUrl, fillEligibility, registerOnStep, snap, uniqueEmail } from './fixtures';

const preview = (page: Page) => page.getByTestId('bottle-label-name');

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: the legal name shows on the bottle label and completes the step`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/get-started/skin'));
    await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await registerOnStep(page, brand, uniqueEmail(`${brand}-legal`));
    if (brand === 'agency') {
      await expect(page).toHaveURL(/\/verify-email$/);
      await page.evaluate(async () => fetch('/dev/auth/verify'));
      await page.goto(brandUrl(brand, '/get-started/skin/legal-name'));
    }
    await expect(page).toHaveURL(/\/get-started\/skin\/legal-name$/);
    await expect(preview(page)).toHaveText('Your Name Here');
    await expect(page.getByLabel('Date of birth')).toHaveCount(0);
    await snap(page, `${brand}-legal-name`);

    await page.getByLabel('Legal first name').fill('Zoë');
    await page.getByLabel('Legal last name').fill('Saint-Pierre');
    await expect(preview(page)).toHaveText('Zoë Saint-Pierre');
    await snap(page, `${brand}-legal-name-preview`);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/get-started\/skin\/sms-verification$/);
  });
}

test('names must match the name pattern', async ({ page }) => {
  await page.goto(brandUrl('main', '/get-started/skin'));
  await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await registerOnStep(page, 'main', uniqueEmail('legal-pattern'));
  await expect(page).toHaveURL(/\/legal-name$/);
  await page.getByLabel('Legal first name').fill('R2-D2 ☺');
  await page.getByLabel('Legal first name').blur();
  await expect(page.getByText('Please enter a valid legal first name.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a valid legal last name.')).toBeVisible();
  await expect(page.getByLabel('Legal first name')).toBeFocused();
  await snap(page, 'main-legal-name-errors');
  await expect(page).toHaveURL(/\/legal-name$/);
});

test('without a date of birth on file the page asks for it, and under 13 is refused with the spec message', async ({ page }) => {
  // The product-detail sign-up collects no date of birth, so the legal name page asks for it.
  await page.goto(brandUrl('main', '/signup'));
  await page.getByLabel('Email address').fill(uniqueEmail('pdp-legal'));
  await page.getByLabel('Password').fill('correct-horse');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('checkbox', { name: 'I am at least 13 years old.' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.goto(brandUrl('main', '/get-started/skin/legal-name'));
  await page.getByLabel('Legal first name').fill('Sam');
  await page.getByLabel('Legal last name').fill('Lee');
  // Leaving the date out is not an option: the guardian step depends on it.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a valid date of birth.')).toBeVisible();
  await expect(page).toHaveURL(/\/legal-name$/);
  await page.getByLabel('Date of birth').pressSequentially(birthdateYearsAgo(12).replaceAll('/', ''));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText("The birthday entered shows you're under 13, which means we can't provide prescriptions just yet.")).toBeVisible();
  await snap(page, 'main-legal-name-under-13');

  await page.getByLabel('Date of birth').fill(birthdateYearsAgo(15));
  await page.getByRole('button', { name: 'Next' }).click();
  // Fifteen makes a minor, so the guardian step comes next.
  await expect(page).toHaveURL(/\/get-started\/skin\/guardian$/);
});
