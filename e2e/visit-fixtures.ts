import type { Page } from '@playwright/test';
import { brandUrl, expect, uniqueEmail, uploadPhotoByApi } from './fixtures';
import { bookAnyFreeSlotByApi } from './scheduling-fixtures';
import { payForBoxByApi, saveRecommendedBoxByApi } from './selection-fixtures';
import { ok } from './subscription-fixtures';
import { completeSurveyByApi } from './survey-fixtures';

/** Flows whose every step but the last a test can take through the API. */
export type FinishableFlow = 'hair-signup' | 'one-time-rx-skin';

/**
 * A new main-brand adult with every step of `flow` but the last one done through the API (the
 * paid box's address is in New York); answers the visit's uuid.
 */
export async function patientBeforeTheLastStep(page: Page, flow: FinishableFlow): Promise<string> {
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

/** A patient who finished a visit of `flow` (sent to the provider), signed in on `page`; answers its uuid. */
export async function patientWithFinishedVisit(page: Page, flow: FinishableFlow): Promise<string> {
  const uuid = await patientBeforeTheLastStep(page, flow);
  await ok(page, 'POST', `/api/visits/${uuid}/steps/complete`, {});
  return uuid;
}
