import { expect, type Page } from '@playwright/test';
import type { ProductSelectionData } from '@app/domain/contracts';
import { FLOWS, type FlowId } from '@app/domain/flows';
import type { SurveyAnswers } from '@app/domain/surveys';
import { birthdateYearsAgo, brandUrl, pageApi, uniqueEmail, uploadPhotoByApi, type BrandKey } from './fixtures';
import { bookAnyFreeSlotByApi } from './scheduling-fixtures';
import { completeSurveyByApi } from './survey-fixtures';

const ok = async (page: Page, method: string, path: string, body?: unknown) => {
  const answer = await pageApi(page, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer;
};

const AREA_PHOTOS: Record<'skin' | 'hair', string[]> = {
  skin: ['face_front', 'face_left', 'face_right'],
  hair: ['scalp_top', 'hairline_front', 'scalp_back'],
};

/**
 * A new adult patient of the brand in New York, signed in, with every step of `flow` before the
 * recommended routine done through the API (those screens have their own tests); answers the
 * visit's uuid and the path of its selection step.
 */
export async function patientAtSelection(
  page: Page,
  brand: BrandKey,
  flow: FlowId,
  answers: SurveyAnswers = {},
): Promise<{ uuid: string; path: string }> {
  await page.goto(brandUrl(brand, '/auth/login'));
  await ok(page, 'POST', '/api/eligibility/evaluate', { state: 'NY', birthdate: birthdateYearsAgo(31), hasAcceptedTerms: true, treatmentCategories: [1, 2] });
  await ok(page, 'POST', '/api/register', { email: uniqueEmail(`selection-${brand}`), password: 'correct-horse' });
  await ok(page, 'POST', '/app/users/self/legal-name', { firstname: 'Jordan', lastname: 'Rivera' });
  await ok(page, 'GET', '/dev/auth/verify');
  const uuid = (await ok(page, 'POST', '/api/visits', { flow })).body.data.uuid as string;
  const steps = FLOWS[flow].steps;
  if (steps.includes('quiz')) {
    await completeSurveyByApi(page, flow, answers);
  }
  if (steps.includes('sms-verification')) {
    await ok(page, 'POST', `/api/visits/${uuid}/steps/sms-verification`);
  }
  if (steps.includes('photos')) {
    for (const perspective of ['photo_id', ...AREA_PHOTOS[FLOWS[flow].category]]) {
      expect(await uploadPhotoByApi(page, uuid, perspective)).toBe(200);
    }
    await ok(page, 'POST', `/api/visits/${uuid}/steps/photo-id`);
    await ok(page, 'POST', `/api/visits/${uuid}/steps/photos`);
  }
  if (steps.includes('schedule-consultation')) {
    await bookAnyFreeSlotByApi(page, uuid, brand === 'agency' ? 2 : 1);
  }
  const visit = await ok(page, 'GET', `/api/visits/${uuid}`);
  expect(visit.body.data.progress.currentStep).toBe('product-selection');
  return { uuid, path: visit.body.data.progress.resumePath as string };
}

/** The server's selection data for a box, as the page asks for it. */
export async function serverSelection(page: Page, flow: FlowId, brand: BrandKey, itemIds?: readonly number[]): Promise<ProductSelectionData> {
  const category = FLOWS[flow].category === 'hair' ? 2 : 1;
  const query = `brand=${brand === 'agency' ? 2 : 1}&treatmentCategory=${category}${itemIds ? `&selectedItemIds=${itemIds.join(',')}` : ''}`;
  const answer = await ok(page, 'GET', `/api/patient/product-selection-and-checkout/get-updated-product-selection-data/${flow}?${query}`);
  return answer.body.data as ProductSelectionData;
}

/** Saves the recommended box of the patient's visit of `flow`, as "Check out now" does; the offers made to it stay open. */
export async function saveBoxKeepingOffersByApi(page: Page, flow: FlowId, brand: BrandKey = 'main'): Promise<void> {
  const data = await serverSelection(page, flow, brand);
  await ok(page, 'PUT', '/app/patient/payment/subscription-items', {
    brand: brand === 'agency' ? 2 : 1,
    treatment_category: FLOWS[flow].category === 'hair' ? 2 : 1,
    items: data.initialSelectedItemIds.map((item_id) => ({ item_id, quantity: 1 })),
    deferred_products: [],
  });
}

/**
 * Saves the recommended box of the patient's visit of `flow` and skips every offer made to it
 * (their screens are tested in upsells.spec.ts), for tests of the steps after them.
 */
export async function saveRecommendedBoxByApi(page: Page, flow: FlowId, brand: BrandKey = 'main'): Promise<void> {
  await saveBoxKeepingOffersByApi(page, flow, brand);
  const visits = (await ok(page, 'GET', '/api/visits')).body.data as { uuid: string; flow: string; completedAt: string | null }[];
  const visit = visits.find((entry) => entry.flow === flow && entry.completedAt === null);
  if (!visit) {
    return;
  }
  const offers = (await ok(page, 'GET', `/api/visits/${visit.uuid}/upsells`)).body.data.upsells as { offer: string }[];
  for (const { offer } of offers) {
    await ok(page, 'POST', `/api/visits/${visit.uuid}/upsells`, { offer, decision: 'declined' });
  }
}

/** A patient whose box of `flow` is saved: the next step is the checkout. */
export async function patientAtCheckout(page: Page, brand: BrandKey, flow: FlowId, answers: SurveyAnswers = {}): Promise<{ uuid: string; path: string }> {
  const { uuid } = await patientAtSelection(page, brand, flow, answers);
  await saveRecommendedBoxByApi(page, flow, brand);
  const visit = await ok(page, 'GET', `/api/visits/${uuid}`);
  expect(visit.body.data.progress.currentStep).toBe('checkout');
  return { uuid, path: visit.body.data.progress.resumePath as string };
}

/** The shipping address the checkout helpers give a patient unless told otherwise. */
export const NEW_YORK_ADDRESS = { firstname: 'Jordan', lastname: 'Rivera', address1: '12 Main St', city: 'New York', state: 'NY', zipcode: '10001' };

/**
 * Pays for the saved box of `flow` through the API as the checkout does (a sandbox card, a New York
 * address unless another is given, the activation), for tests of the steps after the checkout.
 */
export async function payForBoxByApi(page: Page, flow: FlowId, brand: BrandKey = 'main', address: Record<string, string> = NEW_YORK_ADDRESS): Promise<void> {
  const token = await ok(page, 'POST', '/sandbox-processor/v1/tokens', { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' });
  await ok(page, 'POST', '/app/patient/payment/register-card', { method: 'card', vendor: 'sandbox', paymentNonce: token.body.id });
  await ok(page, 'PATCH', '/app/users/self/address', address);
  const data = await serverSelection(page, flow, brand);
  const kind = data.checkoutMode === 'Cart' ? 'place-cart-order' : data.checkoutMode === 'Trial' && data.initialPurchaseContext === 'trial' ? 'activate-trial' : 'activate-subscription';
  await ok(page, 'POST', `/app/patient/payment/${kind}`, {
    treatmentCategoryId: FLOWS[flow].category === 'hair' ? 2 : 1,
    checkoutAttemptId: crypto.randomUUID(),
    ...(kind === 'activate-trial' ? { shipmentFrequency: data.flags.agencySmallBottlesInSignUp ? 30 : 60 } : {}),
  });
}
