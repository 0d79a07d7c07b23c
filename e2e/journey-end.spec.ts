import type { Page } from '@playwright/test';
import { expect, test, BRANDS, DEMO_PASSWORD, brandUrl, pageApi, snap, uniqueEmail, uploadPhotoByApi } from './fixtures';
import { bookAnyFreeSlotByApi } from './scheduling-fixtures';
import { payForBoxByApi, saveRecommendedBoxByApi } from './selection-fixtures';
import { completeSurveyByApi } from './survey-fixtures';

// Where finished flows and log-ins land until the dashboard is built (ADR 089).

const ok = async (page: Page, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const answer = await pageApi(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer;
};

/** A new main-brand adult with every step of `flow` but the last one done through the API; answers the visit's uuid. */
async function patientBeforeTheLastStep(page: Page, flow: 'hair-signup' | 'one-time-rx-skin'): Promise<string> {
  await page.goto(brandUrl('main', '/auth/login'));
  await ok(page, 'POST', '/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1, 2] });
  await ok(page, 'POST', '/api/register', { email: uniqueEmail('journey-end'), password: 'correct-horse' });
  await ok(page, 'POST', '/app/users/self/legal-name', { firstname: 'Robin', lastname: 'Finish' });
  const uuid = (await ok(page, 'POST', '/api/visits', { flow })).body.data.uuid as string;
  await completeSurveyByApi(page, flow);
  const areaPhotos = flow === 'hair-signup' ? ['scalp_top', 'hairline_front', 'scalp_back'] : ['face_front', 'face_left', 'face_right'];
  for (const perspective of ['photo_id', ...areaPhotos]) {
    expect(await uploadPhotoByApi(page, uuid, perspective)).toBe(200);
  }
  await ok(page, 'POST', `/api/visits/${uuid}/steps/photo-id`, {});
  await ok(page, 'POST', `/api/visits/${uuid}/steps/photos`, {});
  if (flow === 'hair-signup') {
    await ok(page, 'POST', `/api/visits/${uuid}/steps/sms-verification`, {});
    await bookAnyFreeSlotByApi(page, uuid);
  } else {
    await ok(page, 'GET', '/dev/auth/verify');
  }
  await saveRecommendedBoxByApi(page, flow);
  await payForBoxByApi(page, flow);
  return uuid;
}

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
