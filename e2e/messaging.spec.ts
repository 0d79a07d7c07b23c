import type { Page } from '@playwright/test';
import { expect, test, birthdateYearsAgo, brandUrl, codeFromOutbox, fillEligibility, freshPhone, registerOnStep, snap, uniqueEmail, type BrandKey, pageApi } from './fixtures';

const callApi = async (page: Page, method: string, path: string, body?: unknown) => (await pageApi(page, method, path, body)).status;

/** A new adult patient on a brand, signed in at the end of registration. */
async function register(page: Page, brand: BrandKey): Promise<string> {
  await page.goto(brandUrl(brand, '/get-started/skin'));
  await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/register$/);
  const email = uniqueEmail(`${brand}-messaging`);
  await registerOnStep(page, brand, email);
  await expect(page).toHaveURL(brand === 'agency' ? /\/verify-email$/ : /\/legal-name$/);
  return email;
}

/** A new patient on the SMS step: the steps before it are done through their own API calls. */
async function openSmsStep(page: Page, brand: BrandKey): Promise<void> {
  await register(page, brand);
  if (brand === 'agency') {
    expect(await callApi(page, 'GET', '/dev/auth/verify')).toBe(200);
  }
  expect(await callApi(page, 'POST', '/app/users/self/legal-name', { firstname: 'Robin', lastname: 'Testpatient' })).toBe(200);
  await page.goto(brandUrl(brand, '/get-started/skin/sms-verification'));
  await expect(page.getByRole('heading', { name: "What's your phone number?" })).toBeVisible();
}

async function sendCode(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();
}

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: the code texted to the phone verifies it and the flow moves on`, async ({ page }) => {
    await openSmsStep(page, brand);
    await snap(page, `${brand}-sms-phone-entry`);
    const phone = freshPhone();
    await sendCode(page, phone);
    await expect(page.getByText(`Enter the four-digit code we texted to ${phone}.`)).toBeVisible();
    await snap(page, `${brand}-sms-code-entry`);

    const code = await codeFromOutbox(page, brand, phone);
    // No button press: the fourth digit submits the code.
    await page.getByLabel('Verification code').pressSequentially(code);
    await expect(page).toHaveURL(/\/get-started\/skin\/photo-id$/);
    const status = await page.evaluate(async () => (await (await fetch('/api/phone-number')).json()) as { data: { confirmedAt: string | null } });
    expect(status.data.confirmedAt).not.toBeNull();
  });
}

test('a wrong code shows the critical state and a valid one still works', async ({ page }) => {
  await openSmsStep(page, 'main');
  const phone = freshPhone();
  await sendCode(page, phone);
  const code = await codeFromOutbox(page, 'main', phone);
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  const input = page.getByLabel('Verification code');
  await input.pressSequentially(wrong);
  await expect(page.getByText('Incorrect code. Please try again.')).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await snap(page, 'main-sms-wrong-code');

  await input.fill('');
  await input.pressSequentially(code);
  await expect(page).toHaveURL(/\/get-started\/skin\/photo-id$/);
});

test('an invalid phone number and an invalid code are explained', async ({ page }) => {
  await openSmsStep(page, 'main');
  const phoneInput = page.getByLabel('Phone number', { exact: true });
  await phoneInput.pressSequentially('555123');
  await expect(phoneInput).toHaveValue('555-123');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await phoneInput.blur();
  await expect(page.getByText('Please enter a valid phone number with 10 digits.')).toBeVisible();
  await snap(page, 'main-sms-invalid-phone');
  await phoneInput.focus();
  await expect(page.getByText('Please enter a valid phone number with 10 digits.')).toHaveCount(0);

  await phoneInput.fill('');
  await sendCode(page, freshPhone());
  const codeInput = page.getByLabel('Verification code');
  await codeInput.pressSequentially('12');
  await codeInput.blur();
  await expect(page.getByText('Please enter a valid four-digit verification code.')).toBeVisible();
  await snap(page, 'main-sms-invalid-code');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: "What's your phone number?" })).toBeVisible();
});

test('Skip goes on without a phone number', async ({ page }) => {
  await openSmsStep(page, 'main');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/photo-id$/);
  const status = await page.evaluate(async () => (await (await fetch('/api/phone-number')).json()) as { data: { number: string | null } });
  expect(status.data.number).toBeNull();
});

test('the terms and privacy policy open in a framed modal', async ({ page }) => {
  await openSmsStep(page, 'main');
  await page.getByRole('button', { name: 'Terms of Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', '/terms?embed=1');
  await expect(page.frameLocator('iframe[title="Terms of Service"]').locator('h1')).toBeVisible();
  await snap(page, 'main-sms-terms-modal');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('dialog', { name: 'Privacy Policy' }).locator('iframe')).toHaveAttribute('src', '/privacy?embed=1');
});

test.describe('agency: verify email', () => {
  test('resends, and Auto-verify moves on', async ({ page }) => {
    const email = await register(page, 'agency');
    await expect(page.getByRole('heading', { name: 'Verify your email address' })).toBeVisible();
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    await snap(page, 'agency-verify-email');

    await page.getByRole('button', { name: 'Resend email' }).click();
    await expect(page.getByText('We sent you an email with a verification link.')).toBeVisible();
    const outbox = await page.context().newPage();
    await outbox.goto(brandUrl('agency', `/dev/outbox?recipient=${encodeURIComponent(email)}`));
    await expect(outbox.getByTestId('outbox-message')).toHaveCount(2);
    await outbox.close();

    await page.getByRole('button', { name: 'Auto-verify email' }).click();
    await expect(page).toHaveURL(/\/get-started\/skin\/legal-name$/);
  });

  test('the link in the email verifies the address', async ({ page }) => {
    const email = await register(page, 'agency');
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    await page.goto(brandUrl('agency', `/dev/outbox?recipient=${encodeURIComponent(email)}`));
    await page.getByTestId('outbox-message').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/get-started\/skin\/legal-name$/);
    await expect(page.getByText('Thank you! Your email address is verified.')).toBeVisible();
  });
});
