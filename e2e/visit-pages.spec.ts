import type { Page } from '@playwright/test';
import { expect, test, birthdateYearsAgo, brandUrl, fillEligibility, registerOnStep, snap, uniqueEmail, uploadPhotoByApi, type BrandKey, pageApi, waitForAppTakeoverInContext } from './fixtures';
import { bookAnyFreeSlotByApi } from './scheduling-fixtures';
import { payForBoxByApi, saveRecommendedBoxByApi } from './selection-fixtures';
import { completeSurveyByApi } from './survey-fixtures';

const api = (page: Page, method: string, path: string, body?: unknown) => pageApi(page, method, path, body);

/** A new adult patient on the main brand with an open skin visit; returns email and visit uuid. */
async function newPatient(page: Page, brand: BrandKey = 'main'): Promise<{ email: string; uuid: string }> {
  await page.goto(brandUrl(brand, '/get-started/skin'));
  await fillEligibility(page, { state: 'NY', birthdate: birthdateYearsAgo(29), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  const email = uniqueEmail('visit-pages');
  await registerOnStep(page, brand, email);
  // Wait until the flow route has settled on the first step after registration.
  await expect(page.getByLabel('Legal first name')).toBeVisible();
  const visit = await api(page, 'POST', '/api/visits', { flow: 'skin-signup' });
  return { email, uuid: visit.body.data.uuid };
}

/** Every step before skincare goals done through the API, the way each screen leaves its data. */
async function doStepsUpToGoals(page: Page, uuid: string): Promise<void> {
  expect((await api(page, 'POST', '/app/users/self/legal-name', { firstname: 'Avery', lastname: 'Stone' })).status).toBe(200);
  expect((await api(page, 'POST', `/api/visits/${uuid}/steps/sms-verification`)).status).toBe(200);
  for (const type of ['photo_id', 'face_front', 'face_left', 'face_right']) {
    expect(await uploadPhotoByApi(page, uuid, type)).toBe(200);
  }
  expect((await api(page, 'POST', `/api/visits/${uuid}/steps/photo-id`)).status).toBe(200);
  expect((await api(page, 'POST', `/api/visits/${uuid}/steps/photos`)).status).toBe(200);
  await completeSurveyByApi(page, 'skin-signup');
  await bookAnyFreeSlotByApi(page, uuid);
  await saveRecommendedBoxByApi(page, 'skin-signup');
  await payForBoxByApi(page, 'skin-signup');
}

test('signing in on another device resumes the visit at its step', async ({ page, browser }) => {
  const { email } = await newPatient(page);
  expect((await api(page, 'POST', '/app/users/self/legal-name', { firstname: 'Avery', lastname: 'Stone' })).status).toBe(200);
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 } });
  waitForAppTakeoverInContext(phone);
  const other = await phone.newPage();
  await other.goto(brandUrl('main', '/auth/login'));
  await other.getByLabel('Email address').fill(email);
  await other.getByLabel('Password').fill('correct-horse');
  await other.getByRole('button', { name: 'Log in' }).click();
  await expect(other).toHaveURL(/\/get-started\/skin\/sms-verification$/);
  await expect(other.getByRole('heading', { name: "What's your phone number?" })).toBeVisible();
  await phone.close();
});

test('the legacy /signup/sms-verification page opens the SMS step of the open visit', async ({ page }) => {
  await newPatient(page);
  expect((await api(page, 'POST', '/app/users/self/legal-name', { firstname: 'Avery', lastname: 'Stone' })).status).toBe(200);
  await page.goto(brandUrl('main', '/signup/sms-verification?checkoutSuccessful=true'));
  await expect(page).toHaveURL(/\/get-started\/skin\/sms-verification$/);
  await expect(page.getByRole('heading', { name: "What's your phone number?" })).toBeVisible();
});

test('a visit opens in place, shows its status, and asks a visitor to log in first', async ({ page, browser }) => {
  const { uuid } = await newPatient(page);
  await page.goto(brandUrl('main', `/v/${uuid}`));
  await expect(page).toHaveURL(new RegExp(`/v/${uuid}$`));
  await expect(page.getByLabel('Legal first name')).toBeVisible();
  await page.goto(brandUrl('main', `/v/status/${uuid}`));
  await expect(page.getByRole('heading', { name: 'Your visit' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Legal name' })).toContainText('To do');
  await expect(page.getByRole('listitem').filter({ hasText: 'Account' })).toContainText('Done');
  await snap(page, 'main-visit-status');

  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(brandUrl('main', `/v/auth/${uuid}`));
  await expect(stranger).toHaveURL(/\/auth\/login\?redirect=/);
  await stranger.goto(brandUrl('main', `/v/status/00000000-0000-4000-8000-000000000000`));
  await expect(stranger).toHaveURL(/\/auth\/login/);
});

test("another patient's visit is a not-found page", async ({ page, browser }) => {
  const { uuid } = await newPatient(page);
  const intruder = await (await browser.newContext()).newPage();
  await newPatient(intruder);
  await intruder.goto(brandUrl('main', `/v/status/${uuid}`));
  await expect(intruder.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('skincare goals, sending the visit, then the referral modal on the all-set page', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { uuid } = await newPatient(page);
  await doStepsUpToGoals(page, uuid);
  await page.goto(brandUrl('main', '/get-started/skin/skincare-goals'));
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Clear active breakouts' }).check();
  await page.getByRole('checkbox', { name: 'Fade dark spots' }).check();
  await snap(page, 'main-skincare-goals');
  await next.click();

  await expect(page).toHaveURL(/\/get-started\/skin\/complete$/);
  await snap(page, 'main-complete');
  await page.getByRole('button', { name: 'Send my visit to my provider' }).click();
  await expect(page).toHaveURL(/\/get-started\/skin\/all-set$/);
  await expect(page.getByRole('heading', { name: "You're all set!" })).toBeVisible();

  await page.getByRole('button', { name: 'Give $20, get $20' }).click();
  const modal = page.getByRole('dialog', { name: 'Give $20, get $20' });
  await expect(modal.getByLabel('Your referral link')).toHaveValue(/\/get-started\/skin\?t=/);
  await modal.getByRole('button', { name: 'Copy link' }).click();
  await expect(modal.getByText('Link copied!')).toBeVisible();
  await snap(page, 'main-referral-modal');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await page.goto(brandUrl('main', '/get-started/skin/legal-name'));
  await expect(page).toHaveURL(/\/get-started\/skin\/all-set$/);
});

test('sending the visit early explains what is missing', async ({ page }) => {
  const { uuid } = await newPatient(page);
  const early = await api(page, 'POST', `/api/signup/complete/skin/${uuid}`);
  expect(early.status).toBe(409);
  expect(early.body.message).toBe('Please finish the earlier steps of your visit first.');
});

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: the legal pages carry the brand's copy, alone in a frame with ?embed=1`, async ({ page }) => {
    const company = brand === 'main' ? 'Teleskin' : 'Marlow & Finch';
    for (const [path, title] of [['/privacy', 'Privacy Policy'], ['/terms', 'Terms of Service'], ['/telehealth-consent', 'Telehealth Consent']]) {
      await page.goto(brandUrl(brand, path!));
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(company);
    }
    await snap(page, `${brand}-legal-telehealth-consent`);
    await page.goto(brandUrl(brand, '/terms?embed=1'));
    await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
}

test('the do-not-sell page switches tracking off and on', async ({ page }) => {
  await page.goto(brandUrl('main', '/donotsell'));
  await expect(page.getByRole('heading', { name: 'Do Not Sell or Share My Personal Information', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Do not sell or share my information' }).click();
  await expect(page.getByText('You have opted out: this browser is not tracked.')).toBeVisible();
  await snap(page, 'main-donotsell');
  expect((await api(page, 'GET', '/api/tracking/state')).body).toEqual({ isOptedOut: true });
  await page.reload();
  await page.getByRole('button', { name: 'Allow sharing again' }).click();
  await expect(page.getByText('This browser may share browsing information with analytics partners.')).toBeVisible();
});
