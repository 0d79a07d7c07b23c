import { expect, test, birthdateYearsAgo, brandUrl, fillEligibility, snap } from './fixtures';

test.describe('eligibility errors', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(brandUrl('main', '/get-started/skin/welcome'));
  });

  test('shows each field message after blur', async ({ page }) => {
    const birthdate = page.getByLabel('Date of birth');
    await birthdate.focus();
    await birthdate.blur();
    await expect(page.getByText('Please enter your date of birth.')).toBeVisible();
    await birthdate.fill('13/45/2000');
    await birthdate.blur();
    await expect(page.getByText('Please enter a valid date of birth.')).toBeVisible();
    await birthdate.fill(birthdateYearsAgo(-1));
    await birthdate.blur();
    await expect(page.getByText('Please enter a valid date of birth.')).toBeVisible();

    const zip = page.getByLabel('Zip code (optional)');
    await zip.fill('123');
    await zip.blur();
    await expect(page.getByText('Please enter a valid zip code.')).toBeVisible();
    await expect(zip).toHaveAttribute('aria-invalid', 'true');
  });

  test('a submit with errors shows the form box, every message and focuses the first field', async ({ page }) => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There was an error with your submission' })).toBeVisible();
    await expect(page.getByText('Please enter a state or zip code.')).toBeVisible();
    await expect(page.getByText('Please enter your date of birth.')).toBeVisible();
    await expect(page.getByText('Please accept the terms of service to continue.')).toBeVisible();
    await expect(page.getByLabel("Patient's state")).toBeFocused();
    await snap(page, 'main-eligibility-errors');
  });

  test('a zip code from another state is refused by the server with its message', async ({ page }) => {
    await fillEligibility(page, { state: 'CA', zip: '10001', birthdate: '04/12/1990', acceptTerms: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please enter a valid zip code.')).toBeVisible();
    await expect(page.getByText('There was an error with your submission')).toBeVisible();
    await expect(page).toHaveURL(/\/welcome$/);
  });
});

test.describe('ineligible outcomes', () => {
  test('a 12-year-old lands on the ineligible page for age', async ({ page }) => {
    await page.goto(brandUrl('main', '/get-started/skin/welcome'));
    await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(12), acceptTerms: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/ineligible\/ineligible_age/);
    await expect(page.getByText('at least 13 years old')).toBeVisible();
    await snap(page, 'main-ineligible-age');
  });

  test('a state the service does not reach lands on the ineligible page for state', async ({ page }) => {
    await page.goto(brandUrl('agency', '/get-started/skin/welcome'));
    await fillEligibility(page, { state: 'AK', birthdate: birthdateYearsAgo(30), acceptTerms: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/ineligible\/ineligible_state/);
    await expect(page.getByText('not available in your state')).toBeVisible();
    await snap(page, 'agency-ineligible-state');
  });

  test('a 17-year-old asking for hair lands on the ineligible page for hair age', async ({ page }) => {
    await page.goto(brandUrl('main', '/get-started/hair'));
    await fillEligibility(page, { state: 'CA', birthdate: birthdateYearsAgo(17), acceptTerms: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/ineligible\/ineligible_hair_age/);
    await expect(page.getByText('at least 18 years old')).toBeVisible();
  });
});
