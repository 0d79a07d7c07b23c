import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { FLOWS, type FlowId } from '@app/domain/flows';
import { patients, visits } from '../../db/schema/index';
import type { TestApp } from '../build-test-app';
import type { TestClient, TestResponse } from '../test-client';
import { putItems, selectionData, sellingPatient, type SellingPatient } from './selection-test-kit';

// Helpers for the checkout's integration tests. Not imported by the app.

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  processingError: '4000000000000119',
  declinedOnCharge: '4000000000000341',
} as const;

/** A token from the sandbox processor's card endpoint, as its card field makes one. */
export async function cardToken(client: TestClient, number: string = TEST_CARDS.success): Promise<string> {
  const response = await client.post('/sandbox-processor/v1/tokens', { number, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
}

export function registerCard(client: TestClient, token: string, extra: Record<string, unknown> = {}): Promise<TestResponse> {
  return client.post('/app/patient/payment/register-card', { method: 'card', vendor: 'sandbox', paymentNonce: token, ...extra });
}

/** A nonce from the sandbox processor's wallet (its PayPal window or device sheet), as the page gets one. */
export async function walletNonce(client: TestClient, kind: 'apple-pay' | 'paypal'): Promise<string> {
  return (await client.post('/sandbox-processor/v1/wallet-approvals', { kind, payer: { firstName: 'Jordan', lastName: 'Buyer' } })).body.nonce as string;
}

/** The payer and address a sandbox wallet hands back with its nonce, as an express checkout sends them. */
export const WALLET_ADDRESS = { address1: '1 Sandbox Way', city: 'Albany', state: 'NY', zipcode: '12207', firstname: 'Jordan', lastname: 'Buyer' } as const;

/** Stores a shipping address on the patient, as the address step leaves it. */
export async function giveAddress(t: TestApp, patient: SellingPatient, address: { state?: string; city?: string; zipcode?: string } = {}): Promise<void> {
  const [visit] = await t.handle.db.select({ patientId: visits.patientId }).from(visits).where(eq(visits.uuid, patient.uuid));
  await t.handle.db
    .update(patients)
    .set({
      address1: '12 Main St',
      city: address.city ?? 'Los Angeles',
      state: address.state ?? 'CA',
      zipcode: address.zipcode ?? '90012',
      hasCompletedShippingAddressEntry: true,
    })
    .where(eq(patients.id, visit!.patientId));
}

/** A city and zip code of a few states, so an address in them is consistent. */
const SAMPLE_ADDRESSES: Readonly<Record<string, { city: string; zipcode: string }>> = {
  CA: { city: 'Los Angeles', zipcode: '90012' },
  NY: { city: 'New York', zipcode: '10001' },
  TX: { city: 'Austin', zipcode: '78701' },
};

/** A patient whose box of `flow` is saved, with an address and a working card: ready to pay. */
export async function patientAtCheckout(
  t: TestApp,
  options: { flow?: FlowId; host?: string; card?: string; itemKeys?: string[]; state?: string; extraItemIds?: number[] } = {},
): Promise<SellingPatient> {
  const patient = await sellingPatient(t, {
    ...(options.flow ? { flow: options.flow } : {}),
    ...(options.host ? { host: options.host } : {}),
    ...(options.state ? { state: options.state } : {}),
  });
  const data = await selectionData(patient);
  const saved = await putItems(patient, [...data.initialSelectedItemIds, ...(options.extraItemIds ?? [])]);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await giveAddress(t, patient, options.state ? { state: options.state, ...SAMPLE_ADDRESSES[options.state] } : {});
  expect((await registerCard(patient.client, await cardToken(patient.client, options.card))).status).toBe(200);
  return patient;
}

export const ACTIVATION_PATHS = {
  trial: '/app/patient/payment/activate-trial',
  subscription: '/app/patient/payment/activate-subscription',
  cart: '/app/patient/payment/place-cart-order',
} as const;

/** Submits a checkout as the page does; `attempt` is the page's checkout attempt id. */
export function activate(
  patient: SellingPatient,
  kind: keyof typeof ACTIVATION_PATHS,
  attempt: string = randomUUID(),
  extra: Record<string, unknown> = {},
): Promise<TestResponse> {
  const body = { treatmentCategoryId: patient.category, checkoutAttemptId: attempt, ...(kind === 'trial' ? { shipmentFrequency: patient.brand === 2 ? 30 : 60 } : {}), ...extra };
  return patient.client.post(ACTIVATION_PATHS[kind], body);
}

/**
 * Pays for the box already saved in the visit `uuid` of `flow`, as the checkout step does: the
 * address, a working card, then the activation the box sells as. Ends the checkout step.
 */
export async function payForSavedBox(t: TestApp, client: TestClient, uuid: string, kind: keyof typeof ACTIVATION_PATHS, brand = 1): Promise<void> {
  const [visit] = await t.handle.db.select({ flow: visits.flow }).from(visits).where(eq(visits.uuid, uuid));
  const category = FLOWS[visit!.flow as FlowId].category === 'hair' ? 2 : 1;
  const patient: SellingPatient = { client, uuid, flow: visit!.flow as FlowId, brand, category };
  await giveAddress(t, patient);
  expect((await registerCard(client, await cardToken(client))).status).toBe(200);
  const paid = await activate(patient, kind);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
}
