import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ShopProduct, StorefrontCart } from '@app/domain/contracts';
import { MESSAGES, STOREFRONT_MESSAGES } from '@app/domain/messages';
import { ownCartLines, promotionCodes, shopCarts } from '../../db/schema/index';
import { signedInPatient } from '../../test/messaging-test-kit';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

const t = suiteTestApp();
const TEXT = STOREFRONT_MESSAGES.storefront;
const AGENCY = 'agency.localhost:3000';
let nextVisitor = 1;

const visitor = (host?: string) => new TestClient(t.app, host, `10.31.${Math.floor(nextVisitor / 250)}.${(nextVisitor++ % 250) + 1}`);

async function productsOf(client: TestClient): Promise<ShopProduct[]> {
  const response = await client.get('/api/shop/products');
  expect(response.status).toBe(200);
  return response.body.data.products as ShopProduct[];
}

/** Every variant id a brand sells, the first option of each product first. */
async function variantIds(client: TestClient): Promise<string[]> {
  const products = await productsOf(client);
  return [...products.map((product) => product.variants[0]!.variantId), ...products.flatMap((product) => product.variants.slice(1).map((variant) => variant.variantId))];
}

const add = (client: TestClient, lines: { variantId: string; quantity: number }[], cartId?: string) =>
  client.post(cartId ? `/api/shop/carts/${cartId}/lines` : '/api/shop/carts', { lines });

async function cartOf(client: TestClient): Promise<StorefrontCart | null> {
  const response = await client.get('/api/shop/cart');
  expect(response.status).toBe(200);
  return response.body.data as StorefrontCart | null;
}

let nextCode = 1;
async function code(overrides: Partial<typeof promotionCodes.$inferInsert> = {}) {
  const [row] = await t.handle.db
    .insert(promotionCodes)
    .values({ brandId: 1, code: `SHOP${nextCode++}-${Date.now()}`, titleText: '$5 off', altText: '$5 off', amountCents: 500, ...overrides })
    .returning();
  return row!;
}

describe('the shop’s products', () => {
  it('lists the brand’s over-the-counter products with options, prices and sale prices', async () => {
    const main = await productsOf(visitor());
    const agency = await productsOf(visitor(AGENCY));
    expect(main.length).toBeGreaterThan(10);
    expect(main.every((product) => product.variants.length > 0)).toBe(true);
    const lipBalm = main.find((product) => product.handle === 'lip-balm')!;
    expect(lipBalm.optionLabel).toBe('Color');
    expect(lipBalm.variants.map((variant) => variant.optionName)).toEqual(['Sheer Rose', 'Berry', 'Nude']);
    expect(main.some((product) => product.variants.some((variant) => variant.compareAtCents > variant.priceCents))).toBe(true);
    expect(main.map((product) => product.handle)).toContain('body-wash');
    expect(agency.map((product) => product.handle)).not.toContain('body-wash');
    expect(main[0]!.variants[0]!.shopifyVariantId).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
  });

  it('answers one product by its handle, and 404 for an unknown one', async () => {
    const client = visitor();
    const product = await client.get('/api/shop/products/lip-balm');
    expect(product.status).toBe(200);
    expect(product.body.data.modal.howToUse).toEqual(expect.any(String));
    expect((await client.get('/api/shop/products/no-such-thing')).status).toBe(404);
    expect((await visitor(AGENCY).get('/api/shop/products/body-wash')).status).toBe(404);
  });
});

describe('a visitor’s cart', () => {
  it('starts on the first add, is kept by its cookie, and is priced by the server', async () => {
    const client = visitor();
    expect(await cartOf(client)).toBeNull();
    const [first, second] = await variantIds(client);
    const added = await add(client, [{ variantId: first!, quantity: 2 }]);
    expect(added.status).toBe(200);
    expect(client.cookie('teleskin_cart')).toEqual(expect.any(String));
    const cart = added.body.data as StorefrontCart;
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.lineCents).toBe(cart.lines[0]!.unitCents * 2);
    const again = await add(client, [{ variantId: first!, quantity: 1 }, { variantId: second!, quantity: 1 }], cart.id);
    expect(again.status).toBe(200);
    const current = (await cartOf(client))!;
    expect(current.id).toBe(cart.id);
    expect(current.lines.map((line) => line.quantity)).toEqual([3, 1]);
    expect(current.subtotalCents).toBe(current.lines.reduce((sum, line) => sum + line.lineCents, 0));
    expect(current.totalCents).toBe(current.subtotalCents - current.discountCents + current.shippingCents + (current.taxEstimateCents ?? 0));
    expect(current.maxLines).toBe(10);
    expect(current.checkoutUrl).toBe('/shop/checkout');
  });

  it('charges shipping under $50 and none from $50', async () => {
    const client = visitor();
    const products = await productsOf(client);
    const cheap = products.flatMap((product) => product.variants).sort((a, b) => a.priceCents - b.priceCents)[0]!;
    const small = (await add(client, [{ variantId: cheap.variantId, quantity: 1 }])).body.data as StorefrontCart;
    expect(small.subtotalCents).toBeLessThan(5000);
    expect(small.shippingCents).toBe(595);
    const big = (await client.request('PATCH', `/api/shop/carts/${small.id}/lines/${small.lines[0]!.id}`, { quantity: 10 })).body.data as StorefrontCart;
    expect(big.subtotalCents).toBeGreaterThanOrEqual(5000);
    expect(big.shippingCents).toBe(0);
  });

  it('estimates tax once the state is known from the eligibility answer', async () => {
    const client = visitor();
    const [first] = await variantIds(client);
    expect(((await add(client, [{ variantId: first!, quantity: 1 }])).body.data as StorefrontCart).taxEstimateCents).toBeNull();
    await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] });
    expect((await cartOf(client))!.taxEstimateCents).toBeGreaterThan(0);
  });

  it('changes a quantity, removes a line, and says when a line is not in the cart', async () => {
    const client = visitor();
    const [first, second] = await variantIds(client);
    const cart = (await add(client, [{ variantId: first!, quantity: 1 }, { variantId: second!, quantity: 1 }])).body.data as StorefrontCart;
    const changed = await client.request('PATCH', `/api/shop/carts/${cart.id}/lines/${cart.lines[1]!.id}`, { quantity: 4 });
    expect(changed.body.data.lines[1].quantity).toBe(4);
    const removed = await client.request('DELETE', `/api/shop/carts/${cart.id}/lines/${cart.lines[0]!.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.lines.map((line: { variantId: string }) => line.variantId)).toEqual([second]);
    const gone = await client.request('DELETE', `/api/shop/carts/${cart.id}/lines/${cart.lines[0]!.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(TEXT.lineNotFound);
    expect((await client.request('PATCH', `/api/shop/carts/${cart.id}/lines/not-a-line`, { quantity: 2 })).status).toBe(404);
  });
});

describe('bad input is refused in words and stores nothing', () => {
  it('refuses unknown and other brands’ variants, quantities out of range, prices in the payload and long codes', async () => {
    const client = visitor();
    const [first] = await variantIds(client);
    const cart = (await add(client, [{ variantId: first!, quantity: 1 }])).body.data as StorefrontCart;
    const bodyWash = (await productsOf(client)).find((product) => product.handle === 'body-wash')!.variants[0]!.variantId;
    const agency = visitor(AGENCY);
    const refusals: [TestClient, unknown, string][] = [
      [client, { lines: [{ variantId: 'gid://teleskin/ProductVariant/999999', quantity: 1 }] }, TEXT.unknownVariant],
      [agency, { lines: [{ variantId: bodyWash, quantity: 1 }] }, TEXT.unknownVariant],
      [client, { lines: [{ variantId: first, quantity: 0 }] }, 'Choose a quantity from 1 to 10.'],
      [client, { lines: [{ variantId: first, quantity: 11 }] }, 'Choose a quantity from 1 to 10.'],
      [client, { lines: [{ variantId: first, quantity: 10 }] }, 'Choose a quantity from 1 to 10.'],
      [client, { lines: [{ variantId: first, quantity: 1, priceCents: 1 }] }, TEXT.onlyVariantsAndQuantities],
      [client, { lines: [{ variantId: first, quantity: 1 }], totalCents: 1 }, TEXT.onlyVariantsAndQuantities],
    ];
    for (const [who, body, message] of refusals) {
      const response = await who.post(who === client ? `/api/shop/carts/${cart.id}/lines` : '/api/shop/carts', body);
      expect(response.status, message).toBe(422);
      expect(response.body.message).toBe(message);
    }
    const longCode = await client.request('PUT', `/api/shop/carts/${cart.id}/discount-codes`, { discountCodes: ['X'.repeat(10_000)] });
    expect(longCode.status).toBe(422);
    expect(longCode.body.message).toBe('Enter a code of at most 64 characters.');
    const after = (await cartOf(client))!;
    expect(after.lines.map((line) => [line.variantId, line.quantity])).toEqual([[first, 1]]);
    expect(after.discountCodes).toEqual([]);
    expect(await cartOf(agency)).toBeNull();
  });

  it('does not let a visitor read or change another visitor’s cart', async () => {
    const owner = visitor();
    const stranger = visitor();
    const [first] = await variantIds(owner);
    const cart = (await add(owner, [{ variantId: first!, quantity: 1 }])).body.data as StorefrontCart;
    await add(stranger, [{ variantId: first!, quantity: 1 }]);
    for (const response of [
      await stranger.get(`/api/shop/carts/${cart.id}`),
      await add(stranger, [{ variantId: first!, quantity: 1 }], cart.id),
      await stranger.request('PATCH', `/api/shop/carts/${cart.id}/lines/${cart.lines[0]!.id}`, { quantity: 5 }),
      await stranger.request('DELETE', `/api/shop/carts/${cart.id}/lines/${cart.lines[0]!.id}`),
      await stranger.request('PUT', `/api/shop/carts/${cart.id}/discount-codes`, { discountCodes: [] }),
      await stranger.get('/api/shop/carts/00000000-0000-0000-0000-000000000000'),
      await stranger.get('/api/shop/carts/not-a-cart'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(TEXT.cartNotFound);
    }
    expect((await cartOf(owner))!.lines[0]!.quantity).toBe(1);
  });

  it('keeps twenty concurrent adds within ten lines', async () => {
    const client = visitor();
    const variants = await variantIds(client);
    const cart = (await add(client, [{ variantId: variants[0]!, quantity: 1 }])).body.data as StorefrontCart;
    const racing = Array.from({ length: 20 }, (_, index) => variants[(index % (variants.length - 1)) + 1]!);
    const answers = await Promise.all(racing.map((variantId) => add(client, [{ variantId, quantity: 1 }], cart.id)));
    expect(answers.every((answer) => answer.status === 200 || (answer.status === 422 && answer.body.message === 'A cart holds up to 10 products. Remove one to add another.'))).toBe(true);
    const lines = await t.handle.db.select().from(ownCartLines).where(eq(ownCartLines.cartId, (await t.handle.db.select().from(shopCarts).where(eq(shopCarts.id, cart.id)))[0]!.serviceCartId));
    expect(lines).toHaveLength(10);
    expect((await cartOf(client))!.lines).toHaveLength(10);
    const eleventh = await add(client, [{ variantId: variants.find((id) => !lines.some((line) => line.variantId === id))!, quantity: 1 }], cart.id);
    expect(eleventh.status).toBe(422);
  });
});

describe('discount codes', () => {
  it('takes an applicable code off the subtotal and says why another gives nothing', async () => {
    const client = visitor();
    const [first] = await variantIds(client);
    const cart = (await add(client, [{ variantId: first!, quantity: 2 }])).body.data as StorefrontCart;
    const setCode = async (typed: string) => (await client.request('PUT', `/api/shop/carts/${cart.id}/discount-codes`, { discountCodes: [typed] })).body.data as StorefrontCart;
    const good = await code();
    const applied = await setCode(good.code);
    expect(applied.discountCodes).toEqual([{ code: good.code, applicable: true, amountCents: 500, reason: null }]);
    expect(applied.discountCents).toBe(500);
    const reasons: [string, string][] = [
      ['NO-SUCH-CODE', MESSAGES.promotion.invalid],
      [(await code({ validUntil: new Date(Date.now() - 1000) })).code, MESSAGES.promotion.expired],
      [(await code({ validFrom: new Date(Date.now() + 86_400_000) })).code, MESSAGES.promotion.notYetValid],
      [(await code({ maxUses: 1, useCount: 1 })).code, MESSAGES.promotion.usedUp],
      [(await code({ kind: 'free-rx-line', amountCents: 0, appliesToLines: 'rx' })).code, TEXT.codeForPrescriptions],
      [(await code({ treatmentCategoryId: 2 })).code, TEXT.noCodeForCart],
      [(await code({ brandId: 2 })).code, MESSAGES.promotion.wrongBrand],
    ];
    for (const [typed, reason] of reasons) {
      const judged = await setCode(typed);
      expect(judged.discountCodes).toEqual([{ code: typed, applicable: false, amountCents: 0, reason }]);
      expect(judged.discountCents).toBe(0);
    }
    const twoCodes = await client.request('PUT', `/api/shop/carts/${cart.id}/discount-codes`, { discountCodes: ['A', 'B'] });
    expect(twoCodes.status).toBe(422);
    expect(twoCodes.body.message).toBe(TEXT.oneCode);
    const cleared = (await client.request('PUT', `/api/shop/carts/${cart.id}/discount-codes`, { discountCodes: [] })).body.data as StorefrontCart;
    expect(cleared.discountCodes).toEqual([]);
  });
});

describe('signing in', () => {
  it('makes the visitor’s cart the account’s when the account has none', async () => {
    const client = visitor();
    const [first] = await variantIds(client);
    const cart = (await add(client, [{ variantId: first!, quantity: 2 }])).body.data as StorefrontCart;
    await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] });
    expect((await client.post('/api/register', { email: `shopper${Date.now()}@example.com`, password: 'correct-horse' })).status).toBe(200);
    const mine = (await cartOf(client))!;
    expect(mine.id).toBe(cart.id);
    expect(mine.lines[0]!.quantity).toBe(2);
    expect(client.cookie('teleskin_cart')).toBeUndefined();
    const [row] = await t.handle.db.select().from(shopCarts).where(eq(shopCarts.id, cart.id));
    expect(row).toMatchObject({ visitorTokenHash: null, status: 'open' });
    expect(row!.patientId).toEqual(expect.any(Number));
  });

  it('joins the visitor’s lines into the account’s cart', async () => {
    const { client: patient, email } = await signedInPatient(t);
    const [first, second] = await variantIds(patient);
    const accountCart = (await add(patient, [{ variantId: first!, quantity: 1 }])).body.data as StorefrontCart;
    await patient.post('/logout');
    await add(patient, [{ variantId: first!, quantity: 2 }, { variantId: second!, quantity: 1 }]);
    expect((await patient.post('/auth/login', { email, password: 'correct-horse' })).status).toBe(200);
    const merged = (await cartOf(patient))!;
    expect(merged.id).toBe(accountCart.id);
    expect(merged.lines.map((line) => [line.variantId, line.quantity])).toEqual([
      [first, 3],
      [second, 1],
    ]);
    expect(await t.handle.db.select({ status: shopCarts.status }).from(shopCarts).where(eq(shopCarts.status, 'merged'))).not.toHaveLength(0);
  });

  it('gives an account one open cart when its first adds race', async () => {
    const { client } = await signedInPatient(t);
    const [first, second] = await variantIds(client);
    const answers = await Promise.all([add(client, [{ variantId: first!, quantity: 1 }]), add(client, [{ variantId: second!, quantity: 1 }])]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect((await cartOf(client))!.lines).toHaveLength(2);
  });
});
