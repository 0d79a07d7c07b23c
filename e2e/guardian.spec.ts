import type { Page } from '@playwright/test';
import { expect, test, birthdateYearsAgo, brandUrl, fillEligibility, registerOnStep, snap, uniqueEmail, type BrandKey, pageApi } from './fixtures';

const callApi = async (page: Page, method: string, path: string, body?: unknown) => (await pageApi(page, method, path, body)).status;

/** A new 15-year-old patient, signed in and on the legal name step (agency: email verified first). */
async function registerMinor(page: Page, brand: BrandKey): Promise<string> {
  await page.goto(brandUrl(brand, '/get-started/skin'));
  await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(15), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/register$/);
  const email = uniqueEmail(`${brand}-minor`);
  await registerOnStep(page, brand, email);
  if (brand === 'agency') {
    await expect(page).toHaveURL(/\/verify-email$/);
    expect(await callApi(page, 'GET', '/dev/auth/verify')).toBe(200);
    await page.goto(brandUrl(brand, '/get-started/skin/legal-name'));
  }
  await expect(page).toHaveURL(/\/get-started\/skin\/legal-name$/);
  return email;
}

async function fillGuardian(page: Page, values: { firstname: string; lastname: string; email: string; phone: string }) {
  await page.getByLabel('First name').fill(values.firstname);
  await page.getByLabel('Last name').fill(values.lastname);
  await page.getByLabel('Email address').fill(values.email);
  await page.getByLabel('Phone number').fill(values.phone);
}

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: a minor gives a guardian after the legal name and moves on`, async ({ page }) => {
    await registerMinor(page, brand);
    await page.getByLabel('Legal first name').fill('Riley');
    await page.getByLabel('Legal last name').fill('Young');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/get-started\/skin\/guardian$/);
    await expect(page.getByRole('heading', { name: 'Add a parent or guardian' })).toBeVisible();
    await snap(page, `${brand}-guardian`);

    await fillGuardian(page, { firstname: 'Dana', lastname: "O'Connor", email: uniqueEmail('parent'), phone: '5551234567' });
    await expect(page.getByLabel('Phone number')).toHaveValue('555-123-4567');
    await page.getByRole('checkbox', { name: /As the parent or guardian, I agree to the/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/get-started\/skin\/sms-verification$/);
  });
}

test('every guardian field is required, with the spec messages', async ({ page }) => {
  await registerMinor(page, 'main');
  await page.goto(brandUrl('main', '/guardian'));
  await page.getByRole('button', { name: 'Next' }).click();
  for (const message of [
    'The first name field is required.',
    'The last name field is required.',
    'The email address field is required.',
    'The phone number field is required.',
    'Please accept the terms of service to continue.',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(page.getByLabel('First name')).toBeFocused();
  await snap(page, 'main-guardian-required');

  await page.getByLabel('First name').fill('D4na');
  await page.getByLabel('Email address').fill('parent@');
  await page.getByLabel('Phone number').fill('555123');
  await page.getByLabel('Phone number').blur();
  await expect(page.getByText('Only English letters, apostrophes, hyphens, commas, periods and spaces are allowed. At least one letter is required.')).toBeVisible();
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number with 10 digits.')).toBeVisible();
});

test('a server field error shows under its field, and /guardian follows a same-site redirect', async ({ page }) => {
  const patientEmail = await registerMinor(page, 'main');
  await page.goto(brandUrl('main', '/guardian?redirectUrl=%2Fget-started%2Fskin%2Flegal-name'));
  await fillGuardian(page, { firstname: 'Dana', lastname: 'Reyes', email: patientEmail, phone: '555-987-6543' });
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const error = page.locator('#guardian-email-error');
  await expect(error).toHaveText("Please enter your parent or guardian's own email address, not yours.");
  await expect(page.getByLabel('Email address')).toBeFocused();
  await snap(page, 'main-guardian-server-error');

  await page.getByLabel('Email address').fill(uniqueEmail('parent'));
  await expect(error).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/legal-name$/);
});

test('an adult sees that no guardian is needed', async ({ page }) => {
  await page.goto(brandUrl('main', '/get-started/skin'));
  await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await registerOnStep(page, 'main', uniqueEmail('adult'));
  await expect(page).toHaveURL(/\/legal-name$/);
  await page.goto(brandUrl('main', '/guardian'));
  await expect(page.getByText('Only patients under 18 need to add a parent or guardian.')).toBeVisible();
  expect(await callApi(page, 'POST', '/api/patient/guardian', { firstname: 'A', lastname: 'B', email: 'a@example.com', phone: '5551234567', terms: true })).toBe(403);
});
