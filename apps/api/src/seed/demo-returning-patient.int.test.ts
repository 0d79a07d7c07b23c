import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { TestClient } from '../test/test-client';
import { RETURNING_DEMO_ACCOUNT, seedReturningPatient } from './demo-returning-patient';

// The resubscribe shop's demo patient (ADR 111): signs in, and the shop starts from the ended box.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

it('seeds once a patient whose ended subscription the shop starts from', async () => {
  await seedReturningPatient(t.handle.db);
  await seedReturningPatient(t.handle.db);
  const client = new TestClient(t.app, 'localhost', '10.77.0.1');
  const login = await client.post('/auth/login', { email: RETURNING_DEMO_ACCOUNT.email, password: RETURNING_DEMO_ACCOUNT.password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  expect((await client.get('/api/patient/subscriptions')).body.data).toEqual([expect.objectContaining({ status: 'canceled' })]);
  const shop = await client.request('PUT', '/api/patient/resubscribe', { treatmentCategory: 1, surveyProvider: 'teleskin', purchaseContext: 'subscription' });
  expect(shop.status, JSON.stringify(shop.body)).toBe(200);
  expect(shop.body.data.cart.lines.map((line: { name: string }) => line.name)).toEqual(['Custom Formula', 'Cleanser + Moisturizer', 'Barrier Balm']);
  expect(shop.body.data.cart.lines[0].isRequired).toBe(true);
  const formulation = await client.get('/api/patient/resubscribe/data/formulation');
  expect(formulation.body.data.formulations.map((f: { productId: number }) => f.productId)).toEqual([1]);
});
