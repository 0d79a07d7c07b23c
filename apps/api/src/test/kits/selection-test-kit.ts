import { expect } from 'vitest';
import { TREATMENT_CATEGORIES } from '@app/domain/constants';
import type { ProductSelectionData } from '@app/domain/contracts';
import { FLOWS, type FlowId } from '@app/domain/flows';
import type { AnswerValue } from '@app/domain/surveys';
import type { TestApp } from '../build-test-app';
import { TestClient, type TestResponse } from '../test-client';
import { completeVisitSurvey } from './survey-test-kit';

// Helpers for the selection module's integration tests. Not imported by the app.

export const MAIN_HOST = 'localhost';
export const AGENCY_HOST = 'agency.localhost';

let nextPatient = 1;

export interface SellingPatient {
  client: TestClient;
  uuid: string;
  flow: FlowId;
  brand: number;
  category: number;
}

/**
 * A signed-in adult in `state` with a visit of `flow` whose survey is answered (the flow's valid
 * answers with `answers` on top), as the browser would make one.
 */
export async function sellingPatient(
  t: TestApp,
  options: {
    flow?: FlowId;
    host?: string;
    state?: string;
    answers?: Record<string, AnswerValue>;
    answersSurvey?: boolean;
    /** A link the visitor lands on first (a friend's referral link). */
    landingUrl?: string;
    email?: string;
  } = {},
): Promise<SellingPatient> {
  const n = nextPatient++;
  const host = options.host ?? MAIN_HOST;
  const client = new TestClient(t.app, host, `10.31.${Math.floor(n / 250)}.${(n % 250) + 1}`);
  if (options.landingUrl) {
    expect((await client.post('/api/tracking/landing', { landingUrl: options.landingUrl })).status).toBe(200);
  }
  const eligibility = await client.post('/api/eligibility/evaluate', {
    state: options.state ?? 'CA',
    birthdate: '04/12/1990',
    hasAcceptedTerms: true,
    treatmentCategories: [1, 2],
  });
  expect(eligibility.status).toBe(200);
  const registered = await client.post('/api/register', { email: options.email ?? `selection${n}-${Date.now()}@example.com`, password: 'correct-horse' });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  expect((await client.post('/app/users/self/legal-name', { firstname: 'Robin', lastname: 'Selects' })).status).toBe(200);
  const flow = options.flow ?? (host === AGENCY_HOST ? 'agency-skin-signup' : 'skin-signup');
  const visit = await client.post('/api/visits', { flow });
  expect(visit.status).toBe(200);
  const uuid = visit.body.data.uuid as string;
  if (flow !== 'resubscription' && options.answersSurvey !== false) {
    await completeVisitSurvey(client, { uuid, flow }, options.answers);
  }
  return { client, uuid, flow, brand: host === AGENCY_HOST ? 2 : 1, category: TREATMENT_CATEGORIES[FLOWS[flow].category] };
}

const DATA_PATH = '/api/patient/product-selection-and-checkout/get-updated-product-selection-data';

/** GET the selection data of the patient's flow, for `itemIds` when given. */
export function getSelection(patient: SellingPatient, itemIds?: readonly number[], extra: Record<string, string> = {}): Promise<TestResponse> {
  const query = new URLSearchParams({ brand: String(patient.brand), treatmentCategory: String(patient.category), ...extra });
  if (itemIds) {
    query.set('selectedItemIds', itemIds.join(','));
  }
  return patient.client.get(`${DATA_PATH}/${patient.flow}?${query.toString()}`);
}

/** The selection data, which must answer 200. */
export async function selectionData(patient: SellingPatient, itemIds?: readonly number[]): Promise<ProductSelectionData> {
  const response = await getSelection(patient, itemIds);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as ProductSelectionData;
}

/** PUT the box as "Check out now" sends it. */
export function putItems(
  patient: Pick<SellingPatient, 'client' | 'brand' | 'category'>,
  itemIds: readonly number[],
  extra: Record<string, unknown> = {},
): Promise<TestResponse> {
  return patient.client.request('PUT', '/app/patient/payment/subscription-items', {
    brand: patient.brand,
    treatment_category: patient.category,
    items: itemIds.map((item_id) => ({ item_id, quantity: 1 })),
    deferred_products: [],
    ...extra,
  });
}

/** The card item ids of a section, by key. */
export function itemOf(data: ProductSelectionData, key: string): number {
  const card = data.cards.find((candidate) => candidate.key === key);
  const itemId = card?.selectableOptions?.[0]?.fullSizeItemId ?? card?.fullSizeItemId;
  if (itemId === undefined) {
    throw new Error(`no card ${key} offered`);
  }
  return itemId;
}

/** Saves the recommended box of the client's current visit of `flow`, as "Check out now" does. */
export async function saveRecommendedBox(client: TestClient, flow: FlowId, brand = 1): Promise<void> {
  const category = TREATMENT_CATEGORIES[FLOWS[flow].category];
  const data = await client.get(`${DATA_PATH}/${flow}?brand=${brand}&treatmentCategory=${category}`);
  expect(data.status, JSON.stringify(data.body)).toBe(200);
  const saved = await putItems({ client, brand, category }, (data.body.data as ProductSelectionData).initialSelectedItemIds);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
