import type { Page } from '@playwright/test';
import { expect, test, birthdateYearsAgo, brandUrl, fillEligibility, registerOnStep, uniqueEmail } from './fixtures';
import { checkbox, chooseCard, heading, skinPatientAtSurvey } from './survey-fixtures';

/** The "Step N of T" line shown now. */
async function stepLine(page: Page): Promise<{ current: number; total: number }> {
  const text = (await page.getByText(/^Step \d+ of \d+$/).textContent()) ?? '';
  const [, current = '0', total = '0'] = /Step (\d+) of (\d+)/.exec(text) ?? [];
  return { current: Number(current), total: Number(total) };
}

test('the main sign-up counts its steps from the start: the total never changes and the count only goes up', async ({ page }) => {
  await page.goto(brandUrl('main', '/get-started/skin'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { current, total } = await stepLine(page);
  expect(current).toBe(1);
  const stepShown = (n: number) => expect(page.getByText(/^Step \d+ of \d+$/)).toHaveText(`Step ${n} of ${total}`);
  await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await stepShown(2);
  await registerOnStep(page, 'main', uniqueEmail('steps'));
  await expect(page.getByLabel('Legal first name')).toBeVisible();
  await stepShown(3);
  await page.getByLabel('Legal first name').fill('Ada');
  await page.getByLabel('Legal last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Next' }).click();
  // An adult has no guardian step: the count passes over it.
  await expect(page.getByRole('heading', { name: "What's your phone number?" })).toBeVisible();
  await stepShown(5);
});

test('the hair sign-up shows its step counter on the survey asked before the account', async ({ page }) => {
  await page.goto(brandUrl('main', '/get-started/hair'));
  await fillEligibility(page, { state: 'TX', birthdate: birthdateYearsAgo(40), acceptTerms: true });
  const eligibility = await stepLine(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/get-started\/hair\/quiz(#.*)?$/);
  await expect(page.getByText(/^Question 1 of \d+$/)).toBeVisible();
  expect(await stepLine(page)).toEqual({ current: eligibility.current + 1, total: eligibility.total });
});

test('a survey counts every question it can ask from the start: a page the answers pass over moves the count on', async ({ page }) => {
  await skinPatientAtSurvey(page, 'main', uniqueEmail('question-count'));
  await page.goto(brandUrl('main', '/get-started/skin/quiz'));
  await expect(heading(page, 'How would you describe your skin type?')).toBeVisible();
  const first = page.getByText(/^Question 1 of \d+$/);
  await expect(first).toBeVisible();
  const total = Number(/of (\d+)/.exec((await first.textContent()) ?? '')?.[1]);
  await chooseCard(page, 'Combination');
  await expect(heading(page, 'What would you like to improve?')).toBeVisible();
  await expect(page.getByText(`Question 2 of ${total}`)).toBeVisible();
  // Without acne or clogged pores the breakout picture is not asked: its number is passed over.
  await checkbox(page, 'Dark spots').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, 'Which picture looks most like your breakouts on a typical day?')).toHaveCount(0);
  await expect(page.getByText(`Question 4 of ${total}`)).toBeVisible();
});
