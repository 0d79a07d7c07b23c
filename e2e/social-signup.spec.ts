import { expect, test, birthdateYearsAgo, brandUrl, fillEligibility, patientStatus, uniqueEmail } from './fixtures';

// scripts/e2e.mjs runs the app in development with no provider configured, so the local
// stand-ins of ADR 091 answer for Facebook, Apple and Google.
test.describe('social sign-up in development', () => {
  test('a newcomer signs up with Google on the register step through the local provider page', async ({ page }) => {
    await page.goto(brandUrl('main', '/get-started/skin'));
    await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/register$/);

    const buttons = page.getByRole('group', { name: 'Sign up with another account' }).getByRole('link');
    await expect(buttons).toHaveText(['Continue with Facebook', 'Continue with Apple', 'Continue with Google']);
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await expect(page.getByText(/runs only in development/)).toBeVisible();
    const email = uniqueEmail('social');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Name').fill('Sam Newcomer');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(page).toHaveURL(/\/get-started\/skin\/legal-name$/);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await patientStatus(page)).toBe(200);
    expect(await page.evaluate(async () => ((await (await fetch('/api/patient')).json()) as { data: { email: string } }).data.email)).toBe(email);
  });
});
