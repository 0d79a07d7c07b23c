import type { Page } from '@playwright/test';
import { expect, test, birthdateYearsAgo, brandUrl, pageApi, snap, uniqueEmail, type BrandKey } from './fixtures';

// What was left of the journey before paying (issue 10 item 11): /find-your-treatment, the trial
// box highlights, and the visit-based eligibility variant (ADRs 100, 102).

/** A new skin patient of the brand, signed in on `page`, whose eligibility covers skin only. */
async function skinPatient(page: Page, brand: BrandKey, birthdate: string): Promise<void> {
  await page.goto(brandUrl(brand, '/auth/login'));
  const eligibility = await pageApi(page, 'POST', '/api/eligibility/evaluate', { state: 'NY', birthdate, hasAcceptedTerms: true, treatmentCategories: [1] });
  expect(eligibility.status).toBe(200);
  expect((await pageApi(page, 'POST', '/api/register', { email: uniqueEmail('leftovers'), password: 'correct-horse' })).status).toBe(200);
}

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: /find-your-treatment offers skin or hair and leads to the chosen sign-up`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/find-your-treatment'));
    await expect(page.getByRole('heading', { level: 1, name: 'Find your treatment' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skin', exact: true })).toBeVisible();
    await snap(page, `${brand}-find-your-treatment`);
    await page.getByRole('link', { name: 'Hair', exact: true }).click();
    await expect(page).toHaveURL(/\/get-started\/hair\/make-sure-youre-eligible$/);
    await expect(page.getByRole('heading', { name: '30-day trial box' })).toHaveCount(0);
  });
}

test('the skin sign-up shows the trial box highlights above the eligibility form', async ({ page }) => {
  await page.goto(brandUrl('main', '/find-your-treatment'));
  await page.getByRole('link', { name: 'Skin', exact: true }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/welcome$/);
  const banner = page.getByRole('complementary', { name: '30-day trial box' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Free for 30 days');
  await snap(page, 'main-trial-box-highlights');
});

test('a new hair treatment confirms eligibility on the visit, says Continue, then goes on to the questions', async ({ page }) => {
  await skinPatient(page, 'main', '04/12/1990');
  await page.goto(brandUrl('main', '/new-treatment/hair'));
  await expect(page).toHaveURL(/\/new-treatment\/hair\/confirm-eligibility$/);
  await expect(page.getByRole('heading', { level: 1, name: "Let's make sure you're eligible" })).toBeVisible();
  await expect(page.getByLabel("Patient's state")).toHaveValue('NY');
  await expect(page.getByLabel('Date of birth')).toHaveValue('04/12/1990');
  await expect(page.getByLabel('Zip code (optional)')).toHaveCount(0);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please accept the terms of service to continue.')).toBeVisible();
  await snap(page, 'main-visit-eligibility-errors');

  await page.getByLabel("Patient's state").selectOption('TX');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/new-treatment\/hair\/quiz/);
  const visits = await pageApi<{ data: { flow: string; eligibility: { state: string } }[] }>(page, 'GET', '/api/visits');
  expect(visits.body.data.find((visit) => visit.flow === 'new-treatment-hair')?.eligibility.state).toBe('TX');
});

test('a 16-year-old skin patient is told why a hair treatment is not possible', async ({ page }) => {
  const birthdate = birthdateYearsAgo(16);
  await skinPatient(page, 'agency', birthdate);
  await page.goto(brandUrl('agency', '/new-treatment/hair'));
  await expect(page).toHaveURL(/\/new-treatment\/hair\/confirm-eligibility$/);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/ineligible\/ineligible_hair_age\?category=hair$/);
  await expect(page.getByText('only available to patients who are at least 18 years old')).toBeVisible();
});
