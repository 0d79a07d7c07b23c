import { expect } from 'vitest';
import type { ResubscribeShop } from '@app/domain/contracts';
import type { TestClient, TestResponse } from '../test-client';

// Helpers for the resubscribe module's integration tests. Not imported by the app.

export const RESUBSCRIBE_PATH = '/api/patient/resubscribe';

/** PUT /api/patient/resubscribe as the shop sends it, with `overrides` on top. */
export function putResubscribe(client: TestClient, overrides: Record<string, unknown> = {}): Promise<TestResponse> {
  return client.request('PUT', RESUBSCRIBE_PATH, { treatmentCategory: 1, surveyProvider: 'teleskin', purchaseContext: 'subscription', ...overrides });
}

/** Opens (or resumes) the patient's resubscription and answers its shop. */
export async function openShop(client: TestClient): Promise<ResubscribeShop> {
  const response = await putResubscribe(client);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as ResubscribeShop;
}

/** The last path segment of a variant id, as the page sends it (001 §7.3). */
export const segmentOf = (variantId: string): string => variantId.split('/').at(-1)!;

/** The visit order update: `add` and `remove` are variant ids (their last segment is sent). */
export function updateOrder(client: TestClient, shop: ResubscribeShop, change: { add?: string; remove?: string }): Promise<TestResponse> {
  return client.request('PATCH', `/api/visits/${shop.visitUuid}/orders/${shop.cart.id}`, {
    ...(change.add ? { add_shopify_product_variant_id: segmentOf(change.add) } : {}),
    ...(change.remove ? { remove_shopify_product_variant_id: segmentOf(change.remove) } : {}),
  });
}

/** The shop's variant of a product, by name. */
export function variantNamed(shop: ResubscribeShop, name: string): string {
  const variant = shop.variants.find((candidate) => candidate.name === name);
  if (!variant) {
    throw new Error(`no variant ${name}: ${shop.variants.map((v) => v.name).join(', ')}`);
  }
  return variant.shopifyVariantId;
}
