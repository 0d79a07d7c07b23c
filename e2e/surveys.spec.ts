import type { Page } from '@playwright/test';
import type { SurveyState } from '@app/domain/contracts';
import { typicalAnswers } from '@app/domain/surveys';
import { expect, test, birthdateYearsAgo, brandUrl, fillEligibility, pageApi, registerOnStep, snap, uniqueEmail, type BrandKey, waitForAppTakeoverInContext } from './fixtures';
import { checkbox, chooseCard, heading, radio, skinPatientAtSurvey } from './survey-fixtures';

const api = (page: Page, method: string, path: string, body?: unknown) => pageApi(page, method, path, body);

/** The page number the runner keeps in the url fragment: base64 of the page index (000 §2). */
const fragmentOf = (pageIndex: number) => `#${Buffer.from(String(pageIndex)).toString('base64')}`;


test('skin survey: one question per page, back, forward, reload and another browser resume it, then the flow goes on', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('skin-survey');
  const uuid = await skinPatientAtSurvey(page, 'main', email);
  await page.goto(brandUrl('main', '/get-started/skin/quiz'));

  // Icon radios with hidden navigation: choosing advances after the delay.
  await expect(heading(page, 'How would you describe your skin type?')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${fragmentOf(0)}$`));
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await snap(page, 'main-survey-icon-radio');
  await chooseCard(page, 'Combination');

  // Checkbox list in categories, ordered for a patient under 35: acne first.
  await expect(heading(page, 'What would you like to improve?')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${fragmentOf(1)}$`));
  await expect(page.getByRole('checkbox').first()).toHaveAccessibleName('Acne');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await checkbox(page, 'Acne').check();
  await expect(next).toBeEnabled();
  await snap(page, 'main-survey-checkbox-list');
  await next.click();

  // The image picker appears because acne was chosen; back and forward walk the pages.
  await expect(heading(page, 'Which picture looks most like your breakouts on a typical day?')).toBeVisible();
  await page.goBack();
  await expect(heading(page, 'What would you like to improve?')).toBeVisible();
  await expect(checkbox(page, 'Acne')).toBeChecked();
  await page.goForward();
  await expect(heading(page, 'Which picture looks most like your breakouts on a typical day?')).toBeVisible();
  await page.reload();
  await expect(heading(page, 'Which picture looks most like your breakouts on a typical day?')).toBeVisible();
  await snap(page, 'main-survey-image-picker');
  await chooseCard(page, 'Several red bumps and some pimples');
  await expect(heading(page, 'What matters most to you right now?')).toBeVisible();

  // Closing the browser and signing in elsewhere opens the survey on the last visible page.
  const other = await browser.newContext();
  waitForAppTakeoverInContext(other);
  const phone = await other.newPage();
  await phone.goto(brandUrl('main', '/auth/login'));
  await phone.getByLabel('Email address').fill(email);
  await phone.getByLabel('Password').fill('correct-horse');
  await phone.getByRole('button', { name: 'Log in' }).click();
  await expect(phone).toHaveURL(/\/get-started\/skin\/quiz/);
  await expect(heading(phone, 'What matters most to you right now?')).toBeVisible();
  await other.close();

  await radio(page, 'Overall healthier skin').click();
  await expect(heading(page, 'Have you used any of these treatments before?')).toBeVisible();
  // "None of these" clears the others.
  await checkbox(page, 'Tretinoin (Retin-A)').check();
  await checkbox(page, 'None of these').check();
  await expect(checkbox(page, 'Tretinoin (Retin-A)')).not.toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(heading(page, 'Do you have any of these medical conditions?')).toBeVisible();
  await checkbox(page, 'None of these').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await radio(page, 'No').click();
  await expect(heading(page, 'Do you have any allergies?')).toBeVisible();
  await radio(page, 'Yes').click();

  // A text answer is checked on blur with the validator's message.
  await expect(heading(page, 'What are you allergic to?')).toBeVisible();
  const allergy = page.getByRole('textbox');
  await allergy.fill('1');
  await allergy.blur();
  await expect(page.getByText('Invalid value entered.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await snap(page, 'main-survey-text-invalid');
  await allergy.fill('Penicillin, hives');
  await page.getByRole('button', { name: 'Next' }).click();

  await radio(page, 'Female').click();
  await expect(heading(page, 'Are you pregnant, nursing, or planning to become pregnant in the next 12 months?')).toBeVisible();
  await checkbox(page, 'None of these apply to me').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // The last page is optional: Skip until something is typed, then its own text.
  await expect(heading(page, 'Is there anything else you would like your provider to know?')).toBeVisible();
  await expect(page.getByText('Your answers are shared only with your provider and care team.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await page.getByRole('textbox').fill('My skin gets red in winter.');
  await snap(page, 'main-survey-last-page');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/get-started\/skin\/schedule-consultation$/);
  const visit = await api(page, 'GET', `/api/visits/${uuid}`);
  const answered = (visit.body.data.responses as { question: { id: string }; value: string[] }[]).map((r) => [r.question.id, r.value]);
  expect(answered).toContainEqual(['skin_type', ['combination']]);
  expect(answered).toContainEqual(['past_treatments', ['none']]);
  expect(answered).toContainEqual(['allergies_details', ['Penicillin, hives']]);
});

test('agency skin survey: a pregnancy answer ends the visit on the ineligible page', async ({ page }) => {
  const uuid = await skinPatientAtSurvey(page, 'agency', uniqueEmail('obgyn'));
  const state = (await api(page, 'GET', `/api/visits/${uuid}/survey`)).body.data as SurveyState;
  const answeredAt = new Date().toISOString();
  // Every page before sex at birth answered, as if the patient had got that far.
  for (const [question, answer] of Object.entries(typicalAnswers(state.definition))) {
    if (question === 'sex_at_birth') {
      break;
    }
    expect((await api(page, 'POST', `/api/visits/${uuid}/response`, { context: state.context, response: { question, answer, answeredAt } })).status).toBe(200);
  }
  await page.goto(brandUrl('agency', '/get-started/skin/quiz'));
  await expect(heading(page, 'What sex were you assigned at birth?')).toBeVisible();
  await radio(page, 'Female').click();
  // The answer is checked on the server as soon as it is saved; click, not check: the page leaves
  // at once, so there is no box left to re-check.
  await checkbox(page, 'I am pregnant').click();
  await expect(page).toHaveURL(/\/ineligible\/ineligible_obgyn\?category=skin$/);
  await expect(page.getByText("Because you are pregnant, nursing or planning a pregnancy, our providers can't prescribe this treatment safely right now.")).toBeVisible();
  await snap(page, 'agency-survey-ineligible-obgyn');
});

/** Eligibility for hair on the brand, which leads into the anonymous hair survey. */
async function startHairSurvey(page: Page, brand: BrandKey): Promise<void> {
  await page.goto(brandUrl(brand, '/get-started/hair'));
  await fillEligibility(page, { state: 'TX', birthdate: birthdateYearsAgo(41), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/get-started\/hair\/quiz/);
  await expect(heading(page, 'Where are you noticing hair loss?')).toBeVisible();
}

for (const brand of ['main', 'agency'] as const) {
  test(`${brand}: hair survey before the account, reopened in a new browser window, leads into registration`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await startHairSurvey(page, brand);
    await snap(page, `${brand}-hair-survey-first`);
    await radio(page, 'Thinning at the crown').click();
    await expect(heading(page, 'When did you first notice it?')).toBeVisible();
    await radio(page, 'More than a year ago').click();
    await expect(heading(page, 'How has it happened?')).toBeVisible();
    await page.goBack();
    await expect(heading(page, 'When did you first notice it?')).toBeVisible();
    await expect(radio(page, 'More than a year ago')).toBeChecked();
    await page.goForward();
    await page.reload();
    await expect(heading(page, 'How has it happened?')).toBeVisible();
    await radio(page, 'Gradually, over months or years').click();
    await expect(heading(page, 'What sex were you assigned at birth?')).toBeVisible();

    // The browser is closed and opened again: its cookies come back, and so do the answers.
    const cookies = await page.context().storageState();
    await page.context().close();
    const reopened = await browser.newContext({ storageState: cookies });
    waitForAppTakeoverInContext(reopened);
    const again = await reopened.newPage();
    await again.goto(brandUrl(brand, '/get-started/hair/quiz'));
    await expect(heading(again, 'What sex were you assigned at birth?')).toBeVisible();

    await radio(again, 'Male').click();
    await expect(heading(again, 'Do you have any of these medical conditions?')).toBeVisible();
    await checkbox(again, 'None of these').check();
    await again.getByRole('button', { name: 'Next' }).click();
    await radio(again, 'No').click();
    await expect(heading(again, 'Do you have any allergies?')).toBeVisible();
    await radio(again, 'No').click();
    await expect(heading(again, 'What is your main goal?')).toBeVisible();
    // click, not check: the loading screen replaces the page at once, so there is nothing to re-check.
    await radio(again, 'Regrow hair and make it thicker').click();

    // The hair-growth answer shows loading for 10 s, then registration.
    await expect(again.getByRole('status')).toBeVisible();
    await snap(again, `${brand}-hair-survey-loading`);
    await expect(again).toHaveURL(/\/get-started\/hair\/register$/, { timeout: 15_000 });
    await registerOnStep(again, brand, uniqueEmail(`${brand}-hair-survey`));
    // The answers moved to the new account: the survey is not asked again.
    await expect(again).toHaveURL(/\/get-started\/hair\/legal-name$/);
    // The URL changes before the page has opened the visit (which adopts the answers): wait for
    // the step's form, which shows only once the visit is loaded.
    await expect(again.getByLabel('Legal first name')).toBeVisible();
    const visits = await api(again, 'GET', '/api/visits');
    const hair = (visits.body.data as { flow: string; responses: { question: { id: string } }[] }[]).find((v) => v.flow === 'hair-signup')!;
    expect(hair.responses.map((r) => r.question.id)).toContain('hair_goal');
    await reopened.close();
  });
}

test('hair loss off the scalp is refused on the server and leads to the ineligible page', async ({ page }) => {
  await startHairSurvey(page, 'main');
  await radio(page, 'Eyebrows or eyelashes').click();
  await expect(page).toHaveURL(/\/ineligible\/ineligible_hair_loss_location\?category=hair$/);
  await expect(page.getByText('Our hair treatment is made for thinning on the scalp, so our providers cannot treat the hair loss you described.')).toBeVisible();
  await snap(page, 'main-survey-ineligible-hair-location');
  // The server keeps the result: registering is refused.
  const register = await api(page, 'POST', '/api/register', { email: uniqueEmail('eyebrows'), password: 'correct-horse' });
  expect(register.status).toBe(422);
});

test('answers the survey does not allow are refused by the API and not stored', async ({ page }) => {
  await startHairSurvey(page, 'main');
  const state = (await api(page, 'GET', '/api/surveys/hair-signup/quiz')).body.data as SurveyState;
  const answeredAt = new Date().toISOString();
  const save = (question: string, answer: string | string[]) =>
    api(page, 'POST', '/api/surveys/hair-signup/quiz/responses', { context: state.context, responses: [{ question, answer, answeredAt }], complete: false });

  const notOffered = await save('hair_loss_location', 'everywhere');
  expect(notOffered.status).toBe(422);
  expect(notOffered.body.message).toBe('Please choose one of the options shown.');
  const unknown = await save('favourite_colour', 'blue');
  expect(unknown.status).toBe(422);
  expect(unknown.body.message).toBe('This question is not part of this survey.');
  const wrongType = await save('hair_loss_location', ['crown', 'hairline']);
  expect(wrongType.status).toBe(422);
  expect(wrongType.body.message).toBe('This answer does not fit this question.');
  const after = (await api(page, 'GET', '/api/surveys/hair-signup/quiz')).body.data as SurveyState;
  expect(after.responses).toEqual([]);
});
