import type { Page } from '@playwright/test';
import { expect, test, birthdateYearsAgo, brandUrl, codeFromOutbox, freshPhone, jpegFile, pageApi, snap, uniqueEmail, type BrandKey } from './fixtures';
import { checkbox, completeSurveyByApi, heading, radio } from './survey-fixtures';

const api = (page: Page, method: string, path: string, body?: unknown) => pageApi(page, method, path, body);

/** A new adult skin patient of the brand, signed in on `page`. */
async function signedInPatient(page: Page, brand: BrandKey = 'main'): Promise<void> {
  await page.goto(brandUrl(brand, '/auth/login'));
  expect((await api(page, 'POST', '/api/eligibility/evaluate', { state: 'NY', birthdate: birthdateYearsAgo(31), hasAcceptedTerms: true, treatmentCategories: [1] })).status).toBe(200);
  expect((await api(page, 'POST', '/api/register', { email: uniqueEmail('survey-custom'), password: 'correct-horse' })).status).toBe(200);
}

test('medical history update: the saved health history, confirmed or updated', async ({ page }) => {
  await signedInPatient(page);
  await completeSurveyByApi(page, 'skin-signup', { allergies: 'yes', allergies_details: 'Penicillin, hives' });

  await page.goto(brandUrl('main', '/survey/medical-history-update'));
  await expect(page).toHaveURL(/\/survey\/medical-history-update\/quiz/);
  await expect(heading(page, 'Is your health information still accurate?')).toBeVisible();
  const history = page.getByRole('definition').filter({ hasText: 'Penicillin, hives' });
  await expect(history).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await snap(page, 'main-survey-information-accurate');

  await radio(page, "No, I'd like to update").click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'What has changed?')).toBeVisible();
  await checkbox(page, 'My allergies').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Do you have any allergies?')).toBeVisible();
  await radio(page, 'No').click();
  await expect(page).toHaveURL(/\/survey\/medical-history-update\/complete/);
});

test('medical history update: a patient with no saved history is asked for it, not whether it is accurate', async ({ page }) => {
  await signedInPatient(page, 'agency');
  await page.goto(brandUrl('agency', '/survey/medical-history-update'));
  await expect(heading(page, 'Tell us about your health')).toBeVisible();
  await expect(page.getByText('We have no health history on file for you yet.')).toBeVisible();
  await expect(page.getByRole('definition')).toHaveCount(0);
  await expect(radio(page, "Yes, it's accurate")).toHaveCount(0);
  await expect(heading(page, 'Is your health information still accurate?')).toHaveCount(0);
  await snap(page, 'agency-survey-information-accurate-empty');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'What has changed?')).toBeVisible();
  await checkbox(page, 'My allergies').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Do you have any allergies?')).toBeVisible();
});

test('new treatment: previous formula, photos in the survey and the phone question', async ({ page }) => {
  test.setTimeout(120_000);
  await signedInPatient(page);
  await page.goto(brandUrl('main', '/new-treatment/skin'));
  await expect(page).toHaveURL(/\/new-treatment\/skin\/quiz/);
  await expect(heading(page, 'Would you like to keep your current formula?')).toBeVisible();
  await snap(page, 'main-survey-previous-formula');
  await radio(page, "No, I'd like a new treatment").click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(heading(page, 'Why would you like a new treatment?')).toBeVisible();
  await checkbox(page, 'I have a new concern').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox').fill('A rash on my chin');
  await page.getByRole('button', { name: 'Next' }).click();

  // The photo question: its own button stays disabled until the required photo is there.
  await expect(heading(page, 'Show your provider what has changed')).toBeVisible();
  const send = page.getByRole('button', { name: 'Send photos to provider' });
  await expect(send).toBeDisabled();
  await expect(page.getByRole('button', { name: /Optional/ })).toBeVisible();
  await page.getByLabel('Upload front photo').setInputFiles(jpegFile('front.jpg'));
  await expect(page.getByRole('img', { name: 'Your photo: Front of your face' })).toBeVisible();
  await expect(send).toBeEnabled();
  await snap(page, 'main-survey-photo-upload');
  await send.click();

  await expect(heading(page, 'Has anything changed in your health since your last visit?')).toBeVisible();
  await radio(page, 'No').click();

  // The phone question: entry, a wrong code, Back to entry, then the right code.
  await expect(heading(page, 'How can your provider reach you?')).toBeVisible();
  const phone = freshPhone();
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your phone number' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Phone number', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await snap(page, 'main-survey-phone-code');
  await page.getByLabel('Verification code').pressSequentially(await codeFromOutbox(page, 'main', phone));

  await expect(page).toHaveURL(/\/new-treatment\/skin\/schedule-consultation$/);
});

test('a visit survey opens at /c/{uuid}/{survey}; another survey id or patient finds nothing', async ({ page, browser }) => {
  await signedInPatient(page);
  const uuid = (await api(page, 'POST', '/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
  await page.goto(brandUrl('main', `/c/${uuid}/skin-signup`));
  await expect(heading(page, 'How would you describe your skin type?')).toBeVisible();
  await page.goto(brandUrl('main', `/c/${uuid}/hair-signup`));
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();

  const other = await browser.newPage();
  await signedInPatient(other);
  await other.goto(brandUrl('main', `/c/${uuid}/skin-signup`));
  await expect(other.getByRole('heading', { name: /not found/i })).toBeVisible();
  await expect(other.getByText('How would you describe your skin type?')).toHaveCount(0);
  await other.close();
});

test('one-time Rx: the survey before the account, then registration with its own consent boxes', async ({ page }) => {
  await page.goto(brandUrl('main', '/get-started-one-time/skin'));
  await expect(page).toHaveURL(/\/get-started-one-time\/skin\/quiz/);
  await radio(page, 'Acne').click();
  // An option with a selection text waits for Next, so the text can be read.
  await expect(page.getByText('Our providers usually start with a gentle retinoid.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'How long have you had this concern?')).toBeVisible();
  await radio(page, '3 to 12 months').click();
  // Both checkbox pages offer "None of these": each page's question is waited for, so a check never lands on the page before.
  await expect(heading(page, 'Have you used any of these treatments before?')).toBeVisible();
  await checkbox(page, 'None of these').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Do you have any of these medical conditions?')).toBeVisible();
  await checkbox(page, 'None of these').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Do you currently take any medications or supplements?')).toBeVisible();
  await radio(page, 'No').click();
  await expect(heading(page, 'Do you have any allergies?')).toBeVisible();
  await radio(page, 'No').click();
  await radio(page, 'Male').click();

  await expect(page).toHaveURL(/\/get-started-one-time\/skin\/register$/);
  // No eligibility step came first, so the form asks for consent and age itself.
  await page.getByLabel('Email address').fill(uniqueEmail('one-time'));
  await page.getByLabel('Password').fill('correct-horse');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('checkbox', { name: 'I am at least 13 years old.' }).check();
  await snap(page, 'main-one-time-register');
  await page.getByRole('button', { name: 'Next' }).click();
  // The answers moved to the account: the flow goes on after registration, not back to the survey.
  await expect(page).toHaveURL(/\/get-started-one-time\/skin\/verify-email$/);
  // The flow page opens the visit, which takes the answers over from the session.
  await expect
    .poll(async () => {
      const visits = (await api(page, 'GET', '/api/visits')).body.data as { flow: string; responses: { question: { id: string } }[] }[];
      return visits.find((v) => v.flow === 'one-time-rx-skin')?.responses.map((r) => r.question.id) ?? [];
    })
    .toContain('rx_concern');
  // Registration asked for no date of birth, so the legal-name page does, before any guardian step.
  await page.getByRole('button', { name: 'Auto-verify email' }).click();
  await expect(page).toHaveURL(/\/get-started-one-time\/skin\/legal-name$/);
  await expect(page.getByLabel('Date of birth')).toBeVisible();
});
