import type { Page } from '@playwright/test';
import { expect, test, BRANDS, DEMO_PASSWORD, birthdateYearsAgo, brandUrl, fillEligibility, pageApi, patientStatus, snap, uniqueEmail } from './fixtures';

async function reachRegisterStep(page: Page, brand: 'main' | 'agency') {
  await page.goto(brandUrl(brand, '/get-started/skin/welcome'));
  await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/register$/);
}

test.describe('registration errors', () => {
  test('email messages appear after blur, and the domain suggestion corrects a typo', async ({ page }) => {
    await reachRegisterStep(page, 'main');
    const email = page.getByLabel('Email address');
    await email.focus();
    await email.blur();
    await expect(page.getByText('The email address field is required.')).toBeVisible();
    await email.fill('jane@example');
    await email.blur();
    await expect(page.getByText('Invalid email address.')).toBeVisible();
    await email.fill('jane@gmial.com');
    await email.blur();
    await page.getByRole('button', { name: 'Did you mean jane@gmail.com?' }).click();
    await expect(email).toHaveValue('jane@gmail.com');
  });

  test('password messages appear once the password is shown', async ({ page }) => {
    await reachRegisterStep(page, 'agency');
    const password = page.getByLabel('Password');
    await password.focus();
    await password.blur();
    await expect(page.getByText('The password field is required.')).toBeVisible();
    await password.fill('short');
    await password.blur();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  });

  test('an email taken on the brand shows the server message under "Whoops!"', async ({ page }) => {
    await reachRegisterStep(page, 'agency');
    await page.getByLabel('Email address').fill(BRANDS.agency.demoEmail);
    await page.getByLabel('Password').fill('correct-horse');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Whoops!')).toBeVisible();
    await expect(page.getByText('An account with this email address already exists. Please log in.').first()).toBeVisible();
    expect(await patientStatus(page)).toBe(401);
    await snap(page, 'agency-register-error');
  });

  test('a recognized email on the main brand goes to the returning-user page', async ({ page }) => {
    await reachRegisterStep(page, 'main');
    await page.getByLabel('Email address').fill(BRANDS.main.demoEmail);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/auth\/nice-to-see-you-again/);
  });
});

test.describe('log in', () => {
  for (const brand of ['main', 'agency'] as const) {
    test(`the ${brand} demo patient logs in and lands on the redirect`, async ({ page }) => {
      await page.goto(brandUrl(brand, '/get-started/skin/welcome'));
      await page.getByRole('link', { name: 'Log in' }).first().click();
      await expect(page).toHaveURL(/\/auth\/login/);
      await snap(page, `${brand}-login`);
      await page.getByLabel('Email address').fill(BRANDS[brand].demoEmail);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
      expect(await patientStatus(page)).toBe(200);
    });
  }

  test('a wrong password shows the message and keeps the visitor anonymous', async ({ page }) => {
    await page.goto(brandUrl('main', '/auth/login'));
    await page.getByLabel('Email address').fill(BRANDS.main.demoEmail);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('These credentials do not match our records.').first()).toBeVisible();
    expect(await patientStatus(page)).toBe(401);
  });

  test('a limited account offers an emailed sign-in link that logs in once', async ({ page }) => {
    // A fresh account: limiting a demo account would stop the other specs' log-ins.
    const email = uniqueEmail('limited');
    await page.goto(brandUrl('main', '/auth/login'));
    expect((await pageApi(page, 'POST', '/api/register', { email, password: 'correct-horse', acceptedTOS: true, isAtLeast13: true })).status).toBe(200);
    expect((await pageApi(page, 'POST', '/logout')).status).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await pageApi(page, 'POST', '/auth/login', { email, password: `wrong-guess-${i}` })).status).toBe(422);
    }
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('correct-horse');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toContainText('Too many');
    const offer = page.getByRole('button', { name: 'Email me a sign-in link' });
    await snap(page, 'main-login-limited');
    await offer.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'sign-in link' })).toHaveText(
      'If an account uses that email address, we have sent it a sign-in link. The link works once, for 15 minutes.',
    );

    const outbox = await page.context().newPage();
    await outbox.goto(brandUrl('main', `/dev/outbox?recipient=${encodeURIComponent(email)}`));
    const message = outbox.getByTestId('outbox-message').first();
    await expect(message).toContainText('/auth/sign-in-link?token=');
    const link = (await message.textContent())?.match(/https?:\/\/\S+\/auth\/sign-in-link\?token=[\w-]+/)?.[0];
    await outbox.close();
    expect(link).toBeDefined();

    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Log in with your link' })).toBeVisible();
    await snap(page, 'main-sign-in-link');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await patientStatus(page)).toBe(200);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(link!);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('This sign-in link is invalid, used or expired. Please log in again.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();
  });

  test('empty fields show the required messages after blur', async ({ page }) => {
    await page.goto(brandUrl('main', '/auth/login'));
    await page.getByLabel('Email address').focus();
    await page.getByLabel('Password').focus();
    await page.getByLabel('Email address').focus();
    await expect(page.getByText('The email address field is required.')).toBeVisible();
    await expect(page.getByText('The password field is required.')).toBeVisible();
  });
});

test.describe('product-detail registration variant', () => {
  test('Next stays disabled until both boxes are ticked, then registers', async ({ page }) => {
    await page.goto(brandUrl('main', '/signup'));
    await expect(page.getByText('I am at least 13 years old.')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    await page.getByLabel('Email address').fill(uniqueEmail('pdp'));
    await page.getByLabel('Password').fill('correct-horse');
    await expect(next).toBeDisabled();
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await expect(next).toBeDisabled();
    await page.getByRole('checkbox', { name: 'I am at least 13 years old.' }).check();
    await expect(next).toBeEnabled();
    await snap(page, 'main-signup-variant');
    await next.click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(await patientStatus(page)).toBe(200);
  });
});

test.describe('pages', () => {
  test('a screen not built yet is a real not-found page', async ({ page }) => {
    await page.goto(brandUrl('main', '/not-found'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.goto(brandUrl('agency', '/no/such/page'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snap(page, 'agency-not-found');
  });

  test('the loading screen shows the brand logo while the session loads', async ({ page }) => {
    // Only a page loaded with a patient's session asks who is signed in (decision 088).
    await page.goto(brandUrl('agency', '/auth/login'));
    await page.getByLabel('Email address').fill(BRANDS.agency.demoEmail);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/patient', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(brandUrl('agency', '/get-started/skin/welcome'));
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await snap(page, 'agency-loading');
    release();
    await expect(page.getByLabel('Date of birth')).toBeVisible();
  });

  test('the brand sets the footer legal links', async ({ page }) => {
    await page.goto(brandUrl('agency', '/get-started/skin/welcome'));
    for (const name of [/Privacy Policy/, /Terms of Service/, /Telehealth Consent/, /Do Not Sell/]) {
      await expect(page.getByRole('contentinfo').getByRole('link', { name })).toBeVisible();
    }
  });

  test('the layout works on a phone', async ({ browser }) => {
    const phone = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await phone.goto(brandUrl('main', '/get-started/skin/welcome'));
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await snap(phone, 'main-eligibility-phone');
    await phone.close();
  });
});
