import { expect, test, BRANDS, DEMO_PASSWORD, brandUrl, snap } from './fixtures';
import { patientBeforeTheLastStep } from './visit-fixtures';

// Where finished flows and log-ins land until the dashboard is built (ADR 089).

for (const [flow, completePath, name] of [
  ['hair-signup', '/get-started/hair/complete', 'Hair treatment'],
  ['one-time-rx-skin', '/get-started-one-time/skin/complete', 'One-time prescription'],
] as const) {
  test(`${flow}: sending the visit lands on the visits page, which says what happens next`, async ({ page }) => {
    await patientBeforeTheLastStep(page, flow);
    await page.goto(brandUrl('main', completePath));
    await page.getByRole('button', { name: 'Send my visit to my provider' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your visits' })).toBeVisible();
    await expect(page.getByText("Your visit is on its way to your provider. We'll let you know as soon as they have reviewed it.")).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page.getByText('Sent to your provider.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await snap(page, `main-journey-end-${flow}`);
  });
}

for (const brand of ['main', 'agency'] as const) {
  test(`the ${brand} demo patient's log-in lands on a real page`, async ({ page }) => {
    await page.goto(brandUrl(brand, '/auth/login'));
    await page.getByLabel('Email address').fill(BRANDS[brand].demoEmail);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your visits' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
    await snap(page, `${brand}-dashboard-demo`);
  });
}
