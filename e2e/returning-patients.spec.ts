import type { Page } from '@playwright/test';
import { expect, test, BRANDS, DEMO_PASSWORD, birthdateYearsAgo, brandUrl, fillEligibility, patientStatus, snap, uniqueEmail, pageApi } from './fixtures';

const callApi = <T,>(page: Page, method: string, path: string, body?: unknown) => pageApi<T>(page, method, path, body);

/** The main brand's register step with an email typed and Next pressed (email first). */
async function submitEmailOnMain(page: Page, email: string) {
  await page.goto(brandUrl('main', '/get-started/skin'));
  await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
}

test.describe('nice to see you again', () => {
  test('a recognized email logs in with its password and continues the sign-up', async ({ page }) => {
    await submitEmailOnMain(page, BRANDS.main.demoEmail);
    await expect(page).toHaveURL(/\/auth\/nice-to-see-you-again\?redirect=/);
    await expect(page.getByRole('heading', { name: 'Nice to see you again!' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toHaveValue(BRANDS.main.demoEmail);
    await expect(page.getByRole('link', { name: 'Ask us to reset it' })).toHaveAttribute('href', /^mailto:/);
    await snap(page, 'main-nice-to-see-you-again');

    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/get-started\/skin\//);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await patientStatus(page)).toBe(200);
  });
});

test.describe('brand transfer', () => {
  test('an agency patient moves their account to the main brand with the emailed link', async ({ page }) => {
    const email = uniqueEmail('mover');
    await page.goto(brandUrl('agency', '/get-started/skin'));
    const created = await callApi(page, 'POST', '/api/register', { email, password: 'correct-horse', acceptedTOS: true, dob: '04/12/1990', state: 'NY' });
    expect(created.status).toBe(200);

    await submitEmailOnMain(page, email);
    await expect(page).toHaveURL(/\/auth\/welcome$/);
    await expect(page.getByRole('heading', { name: 'Welcome! You already have an account with us' })).toBeVisible();
    await snap(page, 'main-transfer-welcome');
    await page.getByRole('link', { name: 'Move my account' }).click();

    await expect(page).toHaveURL(/\/auth\/welcome\/register$/);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page.getByText('Please enter your date of birth.')).toBeVisible();
    await expect(page.getByText('The state field is required.')).toBeVisible();
    await expect(page.getByText('Please accept the terms of service to continue.')).toBeVisible();
    await snap(page, 'main-transfer-details-errors');
    await page.getByLabel('Date of birth').fill('04/12/1990');
    await page.getByLabel('State').selectOption('CA');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await snap(page, 'main-transfer-check-email');

    const outbox = await callApi<{ data: { body: string }[] }>(page, 'GET', `/dev/outbox?recipient=${encodeURIComponent(email)}`);
    const link = outbox.body.data.map((message) => message.body.match(/https?:\/\/\S+\/auth\/welcome\?token=\S+/)?.[0]).find(Boolean);
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Move your account to Teleskin' })).toBeVisible();
    await snap(page, 'main-transfer-confirm');
    await page.getByRole('button', { name: 'Move my account' }).click();
    await expect(page).toHaveURL(/\/get-started\/skin\/legal-name$/);
    await expect(page.getByText('Welcome! Your account has been moved here.', { exact: false })).toBeVisible();
    const me = await callApi<{ data: { email: string } }>(page, 'GET', '/api/patient');
    expect(me.body.data.email).toBe(email);

    // The link worked once.
    await page.goto(link!);
    await page.getByRole('button', { name: 'Move my account' }).click();
    await expect(page.getByText('This link is invalid or has expired. Please start again.')).toBeVisible();
  });

  test('a state this brand does not serve shows the availability notice', async ({ page }) => {
    await page.goto(brandUrl('main', '/auth/welcome/register'));
    await page.getByLabel('Email address').fill(uniqueEmail('far-away'));
    await page.getByLabel('Date of birth').fill('04/12/1990');
    await page.getByLabel('State').selectOption('AK');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page).toHaveURL(/\/auth\/welcome\/availability-notice$/);
    await expect(page.getByText("We're sorry, but our service is not available in your state yet.", { exact: false })).toBeVisible();
    await snap(page, 'main-transfer-availability-notice');
  });

  test('the deleting-old-account page explains what happens', async ({ page }) => {
    await page.goto(brandUrl('agency', '/auth/welcome/deleting-old-account'));
    await expect(page.getByRole('heading', { name: 'Your old account is being deleted' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'hello@marlowfinch.example' })).toBeVisible();
    await snap(page, 'agency-deleting-old-account');
  });
});
