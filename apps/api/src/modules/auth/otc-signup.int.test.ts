import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { auditEvents, orders, patients, visits } from '../../db/schema/index';
import { cardToken, registerCard } from '../../test/kits/checkout-test-kit';
import { buildTestApp } from '../../test/build-test-app';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

// Issue 31 item 5 (ADR 154): the storefront's sign-up, an account with no medical visit, and what
// eligibility and a later skin visit make of it.
const t = suiteTestApp();
const AGENCY = 'agency.localhost:3000';
const BRANDS = [
  ['main', undefined, 1],
  ['agency', AGENCY, 2],
] as const;
let nextAddress = 1;

/** A shopper on an address of their own, so the per-address limit of one test does not reach another. */
const shopper = (host?: string) => new TestClient(t.app, host, `10.54.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`);
const OTC_SIGNUP = { password: 'correct-horse', acceptedTOS: true, isAtLeast13: true, otcSignup: true };
const ELIGIBLE = { state: 'CA', zip: '', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] };

const patientCount = async () => (await t.handle.db.select({ n: count() }).from(patients))[0]?.n ?? 0;
const patientRow = async (email: string) => (await t.handle.db.select().from(patients).where(eq(patients.email, email)))[0];

async function signUpAtShop(client: TestClient, email: string) {
  const response = await client.post('/api/register', { email, ...OTC_SIGNUP });
  expect(response.status).toBe(200);
  return response;
}

async function evaluate(client: TestClient, body: Record<string, unknown> = ELIGIBLE) {
  const response = await client.post('/api/eligibility/evaluate', body);
  expect(response.status).toBe(200);
  return response.body.data as { isOtcSignupUser: boolean; ineligibleReason: unknown };
}

describe('POST /api/register with otcSignup (the storefront’s /auth/signup)', () => {
  it.each(BRANDS)('on the %s brand, creates a signed-in account marked as a shop sign-up, with no visit and no eligibility answer', async (_name, host, brandId) => {
    const client = shopper(host);
    const email = `shop-${brandId}@example.com`;
    const response = await signUpAtShop(client, email);
    expect(response.body.user).toMatchObject({ email, state: null, date_of_birth: null });
    expect(response.body.message).toBe(MESSAGES.account.registered);
    const row = await patientRow(email);
    expect(row).toMatchObject({ brandId, eligibility: null, dateOfBirth: null });
    expect(row!.otcSignupAt).toBeInstanceOf(Date);
    expect(row!.acceptedTosAt).toBeInstanceOf(Date);
    expect(await t.handle.db.select().from(visits).where(eq(visits.patientId, row!.id))).toEqual([]);
    const audit = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.patientId, row!.id), eq(auditEvents.action, 'account.register')));
    expect(audit).toHaveLength(1);
    expect((await client.get('/api/patient')).body.data.email).toBe(email);
  });

  it('leaves a registration without the field unmarked', async () => {
    const client = shopper();
    await evaluate(client);
    expect((await client.post('/api/register', { email: 'visit-first@example.com', password: 'correct-horse' })).status).toBe(200);
    expect((await patientRow('visit-first@example.com'))!.otcSignupAt).toBeNull();
  });

  it.each(BRANDS)('on the %s brand, refuses an email that has an account, a weak password, missing terms or age, and stores nothing', async (_name, host) => {
    const taken = `taken-${host ?? 'main'}@example.com`;
    await signUpAtShop(shopper(host), taken);
    const before = await patientCount();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ email: taken.toUpperCase() }, { email: [MESSAGES.email.taken] }],
      [{ email: 'weak@example.com', password: 'short' }, { password: [MESSAGES.password.tooShort] }],
      [{ email: 'terms@example.com', acceptedTOS: false }, { acceptedTOS: [MESSAGES.eligibility.termsRequired] }],
      [{ email: 'age@example.com', isAtLeast13: undefined }, { isAtLeast13: [MESSAGES.account.ageConfirmationRequired] }],
    ];
    for (const [change, errors] of cases) {
      const client = shopper(host);
      const response = await client.post('/api/register', { ...OTC_SIGNUP, ...change });
      expect(response.status, JSON.stringify(change)).toBe(422);
      expect(response.body.errors).toEqual(errors);
      expect((await client.get('/api/patient')).status).toBe(401);
    }
    expect(await patientCount()).toBe(before);
  });

  it('asks for its own boxes and ignores the session’s eligibility, even an ineligible one', async () => {
    const client = shopper();
    // Terms accepted at the eligibility step do not stand in for the shop's box.
    await evaluate(client);
    const noTerms = await client.post('/api/register', { email: 'boxes@example.com', password: 'correct-horse', isAtLeast13: true, otcSignup: true });
    expect(noTerms.body.errors).toEqual({ acceptedTOS: [MESSAGES.eligibility.termsRequired] });
    // Over-the-counter products need no prescription: a state the visit cannot serve does not stop the shop.
    const alaskan = shopper();
    expect((await evaluate(alaskan, { ...ELIGIBLE, state: 'AK' })).ineligibleReason).not.toBeNull();
    await signUpAtShop(alaskan, 'alaska-shop@example.com');
    expect(await patientRow('alaska-shop@example.com')).toMatchObject({ eligibility: null, state: null });
  });

  it('sends a returning email on the other brand to the brand transfer, as registration does', async () => {
    await signUpAtShop(shopper(), 'mover-shop@example.com');
    const before = await patientCount();
    const response = await shopper(AGENCY).post('/api/register', { email: 'mover-shop@example.com', ...OTC_SIGNUP });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ canTransferBrand: true, user: null });
    expect(await patientCount()).toBe(before);
  });

  it('refuses a call without the CSRF token', async () => {
    const client = shopper();
    const response = await client.post('/api/register', { email: 'csrf-shop@example.com', ...OTC_SIGNUP }, { csrf: false });
    expect(response.status).toBe(419);
    expect(await patientRow('csrf-shop@example.com')).toBeUndefined();
  });

  it('counts against the same per-address limit as registration', async () => {
    const limited = await buildTestApp({ REGISTER_MAX_ATTEMPTS_PER_ADDRESS: '2' });
    try {
      const client = new TestClient(limited.app, '127.0.0.1', '10.54.250.1');
      const statuses = [
        (await client.post('/api/register', { email: 'probe@example.com', emailOnly: true })).status,
        (await client.post('/api/register', { email: 'limit-a@example.com', ...OTC_SIGNUP, password: 'short' })).status,
        (await client.post('/api/register', { email: 'limit-b@example.com', ...OTC_SIGNUP })).status,
      ];
      expect(statuses).toEqual([200, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('isOtcSignupUser in the eligibility data', () => {
  it.each(BRANDS)('on the %s brand, is true for a signed-in shop account until it completes a medical visit', async (_name, host) => {
    const client = shopper(host);
    await signUpAtShop(client, `marked-${host ?? 'main'}@example.com`);
    expect(await evaluate(client)).toMatchObject({ isOtcSignupUser: true, ineligibleReason: null });
    const opened = await client.post('/api/visits', { flow: host ? 'agency-skin-signup' : 'skin-signup' });
    expect(opened.status).toBe(200);
    // An open visit is not a finished one: still the shop's account.
    expect((await evaluate(client)).isOtcSignupUser).toBe(true);
    await t.handle.db.update(visits).set({ completedAt: new Date() }).where(eq(visits.uuid, opened.body.data.uuid));
    expect((await evaluate(client, { ...ELIGIBLE, treatmentCategories: [2] })).isOtcSignupUser).toBe(false);
  });

  it('is false for a visitor and for an account made by a visit’s registration', async () => {
    const visitor = shopper();
    expect((await evaluate(visitor)).isOtcSignupUser).toBe(false);
    await visitor.post('/api/register', { email: 'rx-first@example.com', password: 'correct-horse' });
    expect((await evaluate(visitor)).isOtcSignupUser).toBe(false);
  });

  it('is kept with an ineligible answer, which still decides first', async () => {
    const client = shopper();
    await signUpAtShop(client, 'marked-alaska@example.com');
    const data = await evaluate(client, { ...ELIGIBLE, state: 'AK' });
    expect(data.isOtcSignupUser).toBe(true);
    expect(data.ineligibleReason).not.toBeNull();
  });
});

describe('a shop account that starts a skin visit', () => {
  it.each(BRANDS)('on the %s brand, keeps its account, its cart and its orders, and makes no second account', async (_name, host) => {
    const client = shopper(host);
    const email = `keeps-${host ?? 'main'}@example.com`;
    const patientId = (await signUpAtShop(client, email)).body.user.id as number;
    const products = (await client.get('/api/shop/products')).body.data.products as ShopProduct[];
    // It buys from the shop first: an address, a card, a cart paid for.
    await t.handle.db
      .update(patients)
      .set({ firstname: 'Sam', lastname: 'Shopper', address1: '12 Main St', city: 'Los Angeles', state: 'CA', zipcode: '90012', hasCompletedShippingAddressEntry: true })
      .where(eq(patients.id, patientId));
    expect((await registerCard(client, await cardToken(client))).status).toBe(200);
    const bought = (await client.post('/api/shop/carts', { lines: [{ variantId: products[1]!.variants[0]!.variantId, quantity: 1 }] })).body.data as { id: string };
    expect((await client.post(`/api/shop/carts/${bought.id}/checkout`, { checkoutAttemptId: randomUUID() })).status).toBe(200);
    const added = await client.post('/api/shop/carts', { lines: [{ variantId: products[0]!.variants[0]!.variantId, quantity: 2 }] });
    expect(added.status).toBe(200);
    const cartBefore = (await client.get('/api/shop/cart')).body.data;
    expect(cartBefore.lines).toHaveLength(1);
    const ordersBefore = (await client.get('/api/patient/orders')).body;
    expect(JSON.stringify(ordersBefore)).toContain(String((await t.handle.db.select({ id: orders.id }).from(orders).where(eq(orders.shopCartId, bought.id)))[0]!.id));
    const before = await patientCount();

    expect((await evaluate(client)).isOtcSignupUser).toBe(true);
    const visit = await client.post('/api/visits', { flow: host ? 'agency-skin-signup' : 'skin-signup' });
    expect(visit.status).toBe(200);
    // The sign-up flow's account step finds the account: the same email registers nothing.
    const again = await client.post('/api/register', { email, password: 'correct-horse' });
    expect(again.status).toBe(422);
    expect(again.body.errors.email).toEqual([MESSAGES.email.taken]);

    const [row] = await t.handle.db.select().from(visits).where(eq(visits.uuid, visit.body.data.uuid));
    expect(row!.patientId).toBe(patientId);
    expect((await client.get('/api/patient')).body.data.id).toBe(patientId);
    expect(await patientCount()).toBe(before);
    // The same cart with the same lines (the eligibility answer's state now gives it a tax estimate).
    const cartAfter = (await client.get('/api/shop/cart')).body.data;
    expect({ id: cartAfter.id, lines: cartAfter.lines }).toEqual({ id: cartBefore.id, lines: cartBefore.lines });
    expect((await client.get('/api/patient/orders')).body).toEqual(ordersBefore);
    expect((await patientRow(email))!.otcSignupAt).toBeInstanceOf(Date);
  });
});
