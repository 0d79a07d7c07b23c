import type { Page } from '@playwright/test';
import { expect, test, birthdateYearsAgo, brandUrl, fillEligibility, uniqueEmail } from './fixtures';

/** The focused element's tag and text, read in the page. */
async function focused(page: Page): Promise<{ tag: string; text: string; outline: string }> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      text: active?.textContent?.trim() ?? '',
      outline: active ? getComputedStyle(active).outlineStyle : '',
    };
  });
}

/** Waits until the new screen's h1 with `name` has focus, drawn without a focus ring. */
async function expectHeadingFocused(page: Page, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeFocused();
  expect(await focused(page)).toEqual({ tag: 'h1', text: name, outline: 'none' });
}

test('each step change moves focus to the new screen’s heading, walked by keyboard', async ({ page }) => {
  await page.goto(brandUrl('main', '/get-started/skin'));
  await expect(page.getByRole('heading', { level: 1, name: "Let's make sure you're eligible" })).toBeVisible();
  // The first load keeps the browser's own focus.
  expect((await focused(page)).tag).toBe('body');

  await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(page).toHaveURL(/\/get-started\/skin\/register$/);
  await expectHeadingFocused(page, 'Create your account');

  // Tab goes on from the heading into the new screen, not back to the top of the page.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('#main')?.contains(document.activeElement))).toBe(true);

  await page.getByLabel('Email address').fill(uniqueEmail('focus'));
  await page.getByLabel('Email address').press('Enter');
  // The password joins the same screen; its own focus rule (on the field) still holds.
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('correct-horse');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/get-started\/skin\/legal-name$/);
  await expectHeadingFocused(page, "What's your legal name?");

  await page.getByLabel('Legal first name').fill('Jordan');
  await page.getByLabel('Legal last name').fill('Lee');
  await page.getByLabel('Legal last name').press('Enter');
  await expect(page).toHaveURL(/\/get-started\/skin\/sms-verification$/);
  await expectHeadingFocused(page, "What's your phone number?");

  await page.getByRole('button', { name: 'Skip' }).press('Enter');
  await expect(page).toHaveURL(/\/get-started\/skin\/photo-id$/);
  await expectHeadingFocused(page, 'Your photo ID');
});
