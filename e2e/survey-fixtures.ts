import { expect, type Locator, type Page } from '@playwright/test';
import type { SurveyState } from '@app/domain/contracts';
import type { FlowId } from '@app/domain/flows';
import { type SurveyAnswers, typicalAnswers } from '@app/domain/surveys';
import { birthdateYearsAgo, brandUrl, pageApi, uploadPhotoByApi, type BrandKey } from './fixtures';

/**
 * Completes a flow's survey through the API with an eligible patient's answers, for tests about
 * the steps after it (the survey screens have their own tests in surveys.spec.ts).
 */
export async function completeSurveyByApi(page: Page, flow: FlowId, overrides: SurveyAnswers = {}): Promise<SurveyState> {
  const state = await pageApi<{ data: SurveyState }>(page, 'GET', `/api/surveys/${flow}/quiz`);
  if (state.status !== 200) {
    throw new Error(`survey of ${flow}: ${state.status}`);
  }
  const { context, definition } = state.body.data;
  const answeredAt = new Date().toISOString();
  const responses = Object.entries(typicalAnswers(definition, overrides)).map(([question, answer]) => ({ question, answer, answeredAt }));
  const done = await pageApi<{ data: SurveyState }>(page, 'POST', `/api/surveys/${flow}/quiz/responses`, { context, responses, complete: true });
  if (done.status !== 200 || done.body.data.completedAt === null) {
    throw new Error(`completing the survey of ${flow}: ${done.status} ${JSON.stringify(done.body)}`);
  }
  return done.body.data;
}

/** A survey page's question, by its exact title. */
export const heading = (page: Page, name: string): Locator => page.getByRole('heading', { name, exact: true });
/** An option of a single-choice question, by its exact text. */
export const radio = (page: Page, name: string): Locator => page.getByRole('radio', { name, exact: true });
/** An option of a checkbox list, by its exact text. */
export const checkbox = (page: Page, name: string): Locator => page.getByRole('checkbox', { name, exact: true });
/** Icon and image options hide the radio itself: a patient clicks the card. */
export const chooseCard = (page: Page, text: string): Promise<void> => page.getByText(text, { exact: true }).click();

/** A new adult skin patient of the brand, signed in, with every step before the survey done. */
export async function skinPatientAtSurvey(page: Page, brand: BrandKey, email: string): Promise<string> {
  await page.goto(brandUrl(brand, '/auth/login'));
  expect((await pageApi(page, 'POST', '/api/eligibility/evaluate', { state: 'NY', birthdate: birthdateYearsAgo(29), hasAcceptedTerms: true, treatmentCategories: [1] })).status).toBe(200);
  expect((await pageApi(page, 'POST', '/api/register', { email, password: 'correct-horse' })).status).toBe(200);
  if (brand === 'agency') {
    await page.goto(brandUrl(brand, '/get-started/skin/verify-email'));
    await page.getByRole('button', { name: 'Auto-verify email' }).click();
  }
  expect((await pageApi(page, 'POST', '/app/users/self/legal-name', { firstname: 'Sam', lastname: 'Rivera' })).status).toBe(200);
  const flow = brand === 'agency' ? 'agency-skin-signup' : 'skin-signup';
  const uuid = (await pageApi(page, 'POST', '/api/visits', { flow })).body.data.uuid as string;
  expect((await pageApi(page, 'POST', `/api/visits/${uuid}/steps/sms-verification`)).status).toBe(200);
  for (const type of ['photo_id', 'face_front', 'face_left', 'face_right']) {
    expect(await uploadPhotoByApi(page, uuid, type)).toBe(200);
  }
  expect((await pageApi(page, 'POST', `/api/visits/${uuid}/steps/photo-id`)).status).toBe(200);
  expect((await pageApi(page, 'POST', `/api/visits/${uuid}/steps/photos`)).status).toBe(200);
  return uuid;
}
