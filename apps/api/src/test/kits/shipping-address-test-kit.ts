import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ShippingAddressUpdateRequest } from '@app/domain/contracts';
import { patients } from '../../db/schema/index';
import type { TestApp } from '../build-test-app';
import { TestClient, type TestResponse } from '../test-client';

// Helpers for the shipping address tests (ADR 105). Not imported by the app.

let nextPatient = 1;

/** A complete, valid update: Beverly Hills, California. */
export const VALID_ADDRESS = {
  firstname: 'Avery',
  lastname: 'Quinn',
  address1: '123 Main St',
  address2: 'Apt 4',
  city: 'Beverly Hills',
  state: 'CA',
  zipcode: '90210',
} satisfies ShippingAddressUpdateRequest;

/** A valid address served through the military post (APO, armed forces Europe). */
export const MILITARY_ADDRESS = {
  ...VALID_ADDRESS,
  address1: 'Unit 2050 Box 4190',
  address2: '',
  city: 'APO',
  state: 'AE',
  zipcode: '09001',
} satisfies ShippingAddressUpdateRequest;

/** The first street the bundled lookup suggests for "123 Ma" in zip 90210. */
export const MAIN_ST_SUGGESTION = { street_line: '123 Main St', city: 'Beverly Hills', state: 'CA', zipcode: '90210' };

export interface AddressPatient {
  client: TestClient;
  id: number;
}

/**
 * A signed-in patient who signed up through the eligibility step (California, zip 90210, born
 * 1990 unless told), with no name, address or phone on file.
 */
export async function addressPatient(
  t: TestApp,
  options: { birthdate?: string; zip?: string; host?: string } = {},
): Promise<AddressPatient> {
  const n = nextPatient++;
  const client = new TestClient(
    t.app,
    options.host,
    `10.105.${Math.floor(n / 250)}.${(n % 250) + 1}`,
  );
  const eligibility = await client.post('/api/eligibility/evaluate', {
    zip: options.zip ?? '90210',
    birthdate: options.birthdate ?? '04/12/1990',
    hasAcceptedTerms: true,
    treatmentCategories: [1],
  });
  expect(eligibility.body.data.ineligibleReason).toBeNull();
  const response = await client.post('/api/register', {
    email: `address-${n}-${Date.now()}@example.com`,
    password: 'correct-horse',
  });
  expect(response.status).toBe(200);
  return { client, id: response.body.user.id };
}

export function patchAddress(
  client: TestClient,
  body: Record<string, unknown>,
): Promise<TestResponse> {
  return client.request('PATCH', '/app/users/self/address', body);
}

export async function patientRow(t: TestApp, id: number) {
  const [row] = await t.handle.db.select().from(patients).where(eq(patients.id, id));
  return row!;
}
