import type { Page } from '@playwright/test';
import { MESSAGES, NO_PRESCRIPTIONS_MESSAGES, OTC_SIGNUP_MESSAGES, STOREFRONT_MESSAGES } from '@app/domain/messages';
import { expect, test, brandUrl, birthdateYearsAgo, fillEligibility, patientStatus, snap, uniqueEmail, type BrandKey } from './fixtures';

// Issue 31 item 5 (ADR 154): an account made at the storefront's /auth/signup without a medical
// visit, on both brands. Axe checks every screen through the fixtures (sign-up, the cart it goes
// back to, the empty prescriptions page, log-in).

const PASSWORD = 'correct-horse';
const page_ = (page: Page) => page.getByRole('region', { name: OTC_SIGNUP_MESSAGES.heading });

for (const brand of ['main', 'agency'] as const satisfies readonly BrandKey[]) {
  test(`${brand}: a shopper signs up at /auth/signup, lands on the redirect, has no prescriptions yet, and logs out and in`, async ({ page }) => {
    const email = uniqueEmail(`otc-${brand}`);
    await page.goto(brandUrl(brand, '/auth/signup?redirect=%2Fshop%2Fcart'));
    await expect(page.getByRole('heading', { level: 1, name: OTC_SIGNUP_MESSAGES.heading })).toBeVisible();
    await expect(page_(page).getByRole('link', { name: OTC_SIGNUP_MESSAGES.logIn })).toHaveAttribute('href', '/auth/login?redirect=%2Fshop%2Fcart');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('checkbox', { name: MESSAGES.account.ageConfirmation }).check();
    await snap(page, `${brand}-otc-signup`);
    await page.getByRole('button', { name: OTC_SIGNUP_MESSAGES.submit }).click();

    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByRole('heading', { level: 1, name: STOREFRONT_MESSAGES.storefront.cartHeading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await patientStatus(page)).toBe(200);

    await page.goto(brandUrl(brand, '/dashboard/prescriptions'));
    await expect(page.getByText(NO_PRESCRIPTIONS_MESSAGES.none)).toBeVisible();
    await expect(page.getByRole('link', { name: NO_PRESCRIPTIONS_MESSAGES.startConsultation })).toHaveAttribute('href', '/get-started/skin');
    await snap(page, `${brand}-otc-prescriptions`);

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => patientStatus(page)).toBe(401);
    await page.goto(brandUrl(brand, '/auth/login?redirect=%2Fdashboard%2Fprescriptions'));
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard\/prescriptions$/);
    await expect(page.getByText(NO_PRESCRIPTIONS_MESSAGES.none)).toBeVisible();
    expect(await patientStatus(page)).toBe(200);
  });

  test(`${brand}: a shop account that starts the skin sign-up is sent through log-in into its visit, not asked to register`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/auth/signup'));
    await page.getByLabel('Email address').fill(uniqueEmail(`otc-visit-${brand}`));
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('checkbox', { name: MESSAGES.account.ageConfirmation }).check();
    await page.getByRole('button', { name: OTC_SIGNUP_MESSAGES.submit }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto(brandUrl(brand, '/get-started/skin'));
    await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
    await page.getByRole('button', { name: 'Next' }).click();
    // Past log-in (already signed in) and past the account step, into the visit's next step.
    await expect(page).toHaveURL(brand === 'main' ? /\/get-started\/skin\/legal-name$/ : /\/get-started\/skin\/verify-email$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toHaveCount(0);
    expect(await patientStatus(page)).toBe(200);
  });
}
