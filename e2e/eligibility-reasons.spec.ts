import { INELIGIBLE_USER_MESSAGES, MESSAGES } from '@app/domain/messages';
import { expect, test, birthdateYearsAgo, brandUrl, fillEligibility, snap } from './fixtures';
import { patientWithFinishedVisit } from './visit-fixtures';

// The ineligibility reasons of 000 §3 that the welcome form alone cannot cause (ADR 141), and the
// birthdate field message of 000 §5, as the patient meets them.

test('hair asked for in a state the hair product may not be sent to lands on the ineligible page for the product', async ({ page }) => {
  await page.goto(brandUrl('main', '/get-started/hair'));
  await fillEligibility(page, { state: 'LA', birthdate: birthdateYearsAgo(30), acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/ineligible\/ineligible_hair_cannot_receive_product\?category=hair$/);
  await expect(page.getByText(INELIGIBLE_USER_MESSAGES.ineligible_hair_cannot_receive_product)).toBeVisible();
  await snap(page, 'main-ineligible-hair-product');
});

test('a patient who finished the hair sign-up is told so on a second one, and is sent to a new treatment for skin', async ({ page }) => {
  test.setTimeout(120_000);
  await patientWithFinishedVisit(page, 'hair-signup');

  await page.goto(brandUrl('main', '/get-started/hair'));
  await fillEligibility(page, { state: 'NY', birthdate: '04/12/1990', acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/ineligible\/already_completed_sign_up\?category=hair$/);
  await expect(page.getByText(INELIGIBLE_USER_MESSAGES.already_completed_sign_up)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(brandUrl('main', '/get-started/skin/welcome'));
  await fillEligibility(page, { state: 'NY', birthdate: '04/12/1990', acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/ineligible\/should_show_new_signup_flow\?category=skin$/);
  await expect(page.getByText(INELIGIBLE_USER_MESSAGES.should_show_new_signup_flow)).toBeVisible();
  await snap(page, 'main-ineligible-new-signup-flow');
  await page.getByRole('link', { name: 'Start your skin treatment' }).click();
  await expect(page).toHaveURL(/\/new-treatment\/skin/);
});

test("a date of birth the server refuses shows the birthdate field's message under the field", async ({ page }) => {
  // A device whose clock is three days behind: 100 years ago by its calendar is a little more by the server's.
  const deviceNow = new Date(Date.now() - 3 * 24 * 3_600_000);
  await page.clock.setFixedTime(deviceNow);
  const hundredYearsAgo = `${String(deviceNow.getMonth() + 1).padStart(2, '0')}/${String(deviceNow.getDate()).padStart(2, '0')}/${deviceNow.getFullYear() - 100}`;
  await page.goto(brandUrl('main', '/get-started/skin/welcome'));
  await fillEligibility(page, { state: 'CA', birthdate: hundredYearsAgo, acceptTerms: true });
  await page.getByRole('button', { name: 'Next' }).click();
  const birthdate = page.getByLabel('Date of birth');
  await expect(page.getByText(MESSAGES.eligibility.birthdateFieldInvalid)).toBeVisible();
  await expect(birthdate).toHaveAttribute('aria-invalid', 'true');
  await expect(birthdate).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'There was an error with your submission' })).toBeVisible();
  await expect(page).toHaveURL(/\/welcome$/);
});
