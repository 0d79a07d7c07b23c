import type { Browser, Locator, Page } from '@playwright/test';
import { fillTemplate } from '@app/domain/formatting';
import { ACCOUNT_SECURITY_MESSAGES } from '@app/domain/messages';
import {
  expect,
  test,
  birthdateYearsAgo,
  brandUrl,
  pageApi,
  snap,
  uniqueEmail,
  waitForAppTakeoverInContext,
} from './fixtures';

// Issue 34 item 4 (ADR 168): a patient's signed-in devices and password, seen from two browsers of
// the same account. Each test makes its own patient: signing a demo account's devices out, or
// changing its password, would sign the other specs' patients out.
const TEXT = ACCOUNT_SECURITY_MESSAGES.accountSecurity;
const PASSWORD = 'correct-horse';
const NEW_PASSWORD = 'battery-staple-42';

// The server names a device by its browser and system (`deviceLabelOf`), never by the whole user agent.
const COMPUTER = {
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  device: 'Chrome on macOS',
};
const PHONE = {
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  device: 'Safari on iOS',
  viewport: { width: 390, height: 844 },
};

test.use({ userAgent: COMPUTER.userAgent });

/** A new patient, signed up in `page`'s browser (the computer); answers the email. */
async function newPatient(page: Page): Promise<string> {
  const email = uniqueEmail('account-security');
  await page.goto(brandUrl('main', '/auth/login'));
  const eligibility = {
    state: 'NY',
    birthdate: birthdateYearsAgo(35),
    hasAcceptedTerms: true,
    treatmentCategories: [1],
  };
  expect((await pageApi(page, 'POST', '/api/eligibility/evaluate', eligibility)).status).toBe(200);
  expect((await pageApi(page, 'POST', '/api/register', { email, password: PASSWORD })).status).toBe(
    200,
  );
  return email;
}

/** The same patient logged in on a second browser of their own: a phone, with its own cookies. */
async function logInOnPhone(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({
    userAgent: PHONE.userAgent,
    viewport: PHONE.viewport,
  });
  waitForAppTakeoverInContext(context);
  const phone = await context.newPage();
  await phone.goto(brandUrl('main', '/auth/login'));
  expect((await pageApi(phone, 'POST', '/auth/login', { email, password: PASSWORD })).status).toBe(
    200,
  );
  return phone;
}

const devicesSection = (page: Page): Locator =>
  page.getByRole('region', { name: TEXT.devicesHeading });
const devicesOf = (page: Page): Locator => devicesSection(page).getByRole('listitem');

test('the computer signs the phone out, and the phone is sent to log in on its next page', async ({
  page,
  browser,
}) => {
  const email = await newPatient(page);
  const phone = await logInOnPhone(browser, email);
  await phone.goto(brandUrl('main', '/dashboard/account'));
  await expect(phone.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
  // On the phone the phone is this device.
  await expect(devicesOf(phone)).toHaveCount(2);
  await expect(devicesOf(phone).first()).toContainText(PHONE.device);
  await expect(devicesOf(phone).first()).toContainText(TEXT.thisDevice);
  await snap(phone, 'main-account-security-phone');

  // The computer reaches the page from the dashboard's list of pages.
  await page.goto(brandUrl('main', '/dashboard'));
  await page
    .getByRole('navigation', { name: 'Your care' })
    .getByRole('link', { name: TEXT.navLink })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
  const devices = devicesOf(page);
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText(COMPUTER.device);
  await expect(devices.first()).toContainText(TEXT.thisDevice);
  await expect(devices.first().getByRole('button')).toHaveCount(0);
  await expect(devices.nth(1)).toContainText(PHONE.device);
  await expect(devices.nth(1)).not.toContainText(TEXT.thisDevice);
  await expect(page.getByRole('button', { name: TEXT.signOutOthers })).toBeVisible();
  await snap(page, 'main-account-security');

  // By keyboard: the phone's own "Sign out", named by the phone.
  const signOut = devices
    .nth(1)
    .getByRole('button', { name: new RegExp(`^Sign out ${PHONE.device}, last active `) });
  await expect(signOut).toHaveText(TEXT.signOut);
  await signOut.focus();
  await page.keyboard.press('Enter');
  await expect(devicesSection(page).getByRole('status')).toHaveText(
    fillTemplate(TEXT.signedOutOne, { device: PHONE.device }),
  );
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText(COMPUTER.device);
  await expect(page.getByText(TEXT.noOthers)).toBeVisible();
  await expect(page.getByRole('button', { name: TEXT.signOutOthers })).toHaveCount(0);
  await snap(page, 'main-account-security-signed-out-one');

  // The computer is still signed in; the phone's next dashboard page is the log-in page.
  await page.reload();
  await expect(devices).toHaveCount(1);
  await phone.goto(brandUrl('main', '/dashboard/shipments'));
  await expect(phone).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%2Fshipments$/);
  await expect(phone.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await phone.context().close();
});

test('a password change needs the right current password, signs the phone out, and the new password logs in', async ({
  page,
  browser,
}) => {
  const email = await newPatient(page);
  const phone = await logInOnPhone(browser, email);
  await page.goto(brandUrl('main', '/dashboard/account'));
  const devices = devicesOf(page);
  await expect(devices).toHaveCount(2);
  const passwordSection = page.getByRole('region', { name: TEXT.passwordHeading });
  await expect(passwordSection.getByText(TEXT.passwordIntro)).toBeVisible();
  const current = page.getByLabel(TEXT.currentPassword);
  const next = page.getByLabel(TEXT.newPassword);
  await expect(current).toHaveAttribute('autocomplete', 'current-password');
  await expect(next).toHaveAttribute('autocomplete', 'new-password');

  // Checked in the page first: nothing is sent for a new password that is too short.
  await current.fill(PASSWORD);
  await next.fill('short');
  // By keyboard: Enter in the field sends the form. (A mouse press on the button first blurs the
  // field, whose error then shows above the button and moves it from under the pointer.)
  await next.press('Enter');
  await expect(next).toHaveAccessibleDescription('Password must be at least 8 characters.');
  await expect(next).toBeFocused();

  // A wrong current password: the server's word shows under its field, and nothing changes.
  await current.fill('not-my-password');
  await next.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: TEXT.changePassword }).click();
  await expect(current).toHaveAccessibleDescription(TEXT.currentPasswordWrong);
  await expect(current).toBeFocused();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(devices).toHaveCount(2);
  await snap(page, 'main-account-security-wrong-password');

  await current.fill(PASSWORD);
  await page.getByRole('button', { name: TEXT.changePassword }).click();
  await expect(passwordSection.getByRole('status')).toHaveText(TEXT.passwordChanged);
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText(COMPUTER.device);
  await expect(page.getByText(TEXT.noOthers)).toBeVisible();

  // The phone is signed out: its next page asks it to log in, where the old password fails and
  // the new one works.
  await phone.goto(brandUrl('main', '/dashboard/account'));
  await expect(phone).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%2Faccount$/);
  await phone.getByLabel('Email address').fill(email);
  await phone.getByLabel('Password').fill(PASSWORD);
  await phone.getByRole('button', { name: 'Log in' }).click();
  await expect(
    phone.getByText('These credentials do not match our records.').first(),
  ).toBeVisible();
  await phone.getByLabel('Password').fill(NEW_PASSWORD);
  await phone.getByRole('button', { name: 'Log in' }).click();
  await expect(phone).toHaveURL(/\/dashboard\/account$/);
  await expect(phone.getByRole('heading', { level: 1, name: TEXT.heading })).toBeVisible();
  // The computer that changed the password stayed signed in.
  await expect(devicesOf(phone)).toHaveCount(2);
  await expect(devicesOf(phone).nth(1)).toContainText(COMPUTER.device);
  await phone.context().close();
});
