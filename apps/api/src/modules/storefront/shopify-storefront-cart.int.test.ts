import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { startFakeShopifyStorefront, type FakeShopifyStorefront } from '../../test/fake-shopify-storefront-server';
import { createShopifyStorefrontCart, type ShopifyStorefrontCartSettings } from './shopify-storefront-cart';
import { StorefrontCartError, type StorefrontCartService } from './storefront-cart';

// The shop's variants and the Shopify variants they are: item 3 has none in the store, and Shopify
// variant 999 (sold by the store) is none of the shop's.
const SHOPIFY_OF: Record<string, string> = {
  'gid://teleskin/ProductVariant/1': 'gid://shopify/ProductVariant/41001',
  'gid://teleskin/ProductVariant/2': 'gid://shopify/ProductVariant/41002',
  'gid://teleskin/ProductVariant/4': 'gid://shopify/ProductVariant/41004',
};
const variantIds: ShopifyStorefrontCartSettings['variantIds'] = {
  toShopify: (variantId) => SHOPIFY_OF[variantId],
  fromShopify: (gid) => Object.keys(SHOPIFY_OF).find((variantId) => SHOPIFY_OF[variantId] === gid),
};
const SOLD = ['gid://shopify/ProductVariant/41001', 'gid://shopify/ProductVariant/41002', 'gid://shopify/ProductVariant/999'];
const [SERUM, CREAM, UNSTOCKED, UNMAPPED] = ['1', '2', '4', '3'].map((item) => `gid://teleskin/ProductVariant/${item}`) as [string, string, string, string];

// The adapter must not touch the storefront's transaction: any use of it fails the test.
const within = new Proxy({}, {
  get: (_target, name) => {
    throw new Error(`the Shopify cart used the database handle (${String(name)})`);
  },
}) as Db;

let shopify: FakeShopifyStorefront;
let cart: StorefrontCartService;
const notices: string[] = [];

const adapter = (overrides: Partial<ShopifyStorefrontCartSettings> = {}) =>
  createShopifyStorefrontCart({
    storeDomain: shopify.storeDomain,
    accessToken: shopify.accessToken,
    apiBaseUrl: shopify.url,
    variantIds,
    onNotice: (notice) => notices.push(notice),
    ...overrides,
  });

/** Shopify's answer to the last request, as the fake stored it. */
const lastRequest = () => shopify.requests.at(-1)!;
const failureOf = async (promise: Promise<unknown>) => promise.then(() => expect.fail('the call succeeded'), (error: unknown) => error as Error);

beforeAll(async () => {
  shopify = await startFakeShopifyStorefront({ variants: SOLD, applicableCodes: ['WELCOME10'] });
});
afterAll(() => shopify.close());
beforeEach(() => {
  cart = adapter();
});

describe('the Shopify cart (Storefront API 2025-01, against a local fake)', () => {
  it('creates a cart with lines and a code, sending Shopify variant ids to 2025-01 with the private token', async () => {
    const state = await cart.createCart(within, { lines: [{ variantId: SERUM, quantity: 2 }, { variantId: CREAM, quantity: 1 }], discountCodes: ['WELCOME10'] });

    expect(state).toMatchObject({
      lines: [
        { variantId: SERUM, quantity: 2 },
        { variantId: CREAM, quantity: 1 },
      ],
      discountCodes: ['WELCOME10'],
    });
    expect(state.cartId).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(state.checkoutUrl).toMatch(new RegExp(`^https://${shopify.storeDomain}/cart/c/`));
    expect(state.lines.every((line) => line.lineId.startsWith('gid://shopify/CartLine/'))).toBe(true);
    const request = lastRequest();
    expect(request).toMatchObject({ method: 'POST', path: '/api/2025-01/graphql.json', operationName: 'TeleskinCartCreate', status: 200 });
    expect(request.headers['shopify-storefront-private-token']).toBe(shopify.accessToken);
    expect(request.variables).toEqual({
      input: {
        lines: [
          { merchandiseId: 'gid://shopify/ProductVariant/41001', quantity: 2 },
          { merchandiseId: 'gid://shopify/ProductVariant/41002', quantity: 1 },
        ],
        discountCodes: ['WELCOME10'],
      },
    });
    expect(JSON.stringify(request.variables)).not.toContain('teleskin');
    expect(shopify.carts.get(state.cartId)?.lines.map((line) => line.merchandiseId)).toEqual(SOLD.slice(0, 2));
  });

  it('reads a cart back, and a cart Shopify does not have as null', async () => {
    const created = await cart.createCart(within, { lines: [{ variantId: SERUM, quantity: 1 }], discountCodes: [] });

    expect(await cart.getCart(within, created.cartId)).toEqual(created);
    expect(lastRequest().operationName).toBe('TeleskinCart');
    expect(await cart.getCart(within, 'gid://shopify/Cart/nope?key=none')).toBeNull();
  });

  it('adds lines, to the line of a variant the cart holds', async () => {
    const created = await cart.createCart(within, { lines: [{ variantId: SERUM, quantity: 1 }], discountCodes: [] });

    const state = await cart.addLines(within, created.cartId, [{ variantId: SERUM, quantity: 2 }, { variantId: CREAM, quantity: 1 }]);

    expect(state.lines.map(({ variantId, quantity }) => ({ variantId, quantity }))).toEqual([
      { variantId: SERUM, quantity: 3 },
      { variantId: CREAM, quantity: 1 },
    ]);
    expect(state.lines[0]?.lineId).toBe(created.lines[0]?.lineId);
    expect(lastRequest().variables).toEqual({ cartId: created.cartId, lines: [{ merchandiseId: SOLD[0], quantity: 2 }, { merchandiseId: SOLD[1], quantity: 1 }] });
  });

  it('updates and removes lines by their Shopify ids, and refuses a line the cart does not hold', async () => {
    const created = await cart.createCart(within, { lines: [{ variantId: SERUM, quantity: 1 }, { variantId: CREAM, quantity: 1 }], discountCodes: [] });
    const [serumLine, creamLine] = created.lines.map((line) => line.lineId) as [string, string];

    const updated = await cart.updateLines(within, created.cartId, [{ lineId: serumLine, quantity: 4 }]);
    expect(updated.lines.map((line) => line.quantity)).toEqual([4, 1]);

    const removed = await cart.removeLines(within, created.cartId, [creamLine]);
    expect(removed.lines).toEqual([{ lineId: serumLine, variantId: SERUM, quantity: 4 }]);

    const refused = await failureOf(cart.removeLines(within, created.cartId, [creamLine]));
    expect(refused).toBeInstanceOf(StorefrontCartError);
    expect(refused).toMatchObject({ code: 'INVALID_MERCHANDISE_LINE', message: 'The merchandise line was not found in the cart.' });
    await expect(cart.updateLines(within, created.cartId, [{ lineId: creamLine, quantity: 2 }])).rejects.toMatchObject({ code: 'INVALID_MERCHANDISE_LINE' });
  });

  it('keeps every code the cart is given, applicable or not, and replaces them', async () => {
    const created = await cart.createCart(within, { lines: [{ variantId: SERUM, quantity: 1 }], discountCodes: ['WELCOME10'] });

    const state = await cart.updateDiscountCodes(within, created.cartId, ['WELCOME10', 'NOT-A-CODE']);

    expect(state.discountCodes).toEqual(['WELCOME10', 'NOT-A-CODE']);
    expect(await cart.updateDiscountCodes(within, created.cartId, [])).toMatchObject({ discountCodes: [] });
    const answer = await fetch(`${shopify.url}/api/2025-01/graphql.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'shopify-storefront-private-token': shopify.accessToken },
      body: JSON.stringify({
        query: 'mutation($id: ID!, $codes: [String!]) { cartDiscountCodesUpdate(cartId: $id, discountCodes: $codes) { cart { discountCodes { code applicable } } } }',
        variables: { id: created.cartId, codes: ['welcome10', 'NOT-A-CODE'] },
      }),
    });
    expect(await answer.json()).toEqual({
      data: { cartDiscountCodesUpdate: { cart: { discountCodes: [{ code: 'welcome10', applicable: true }, { code: 'NOT-A-CODE', applicable: false }] } } },
    });
  });

  it('refuses a variant with no Shopify id before any request, and one the store does not sell with its userError', async () => {
    const created = await cart.createCart(within, { lines: [{ variantId: SERUM, quantity: 1 }], discountCodes: [] });
    const sent = shopify.requests.length;

    const unmapped = await failureOf(cart.addLines(within, created.cartId, [{ variantId: CREAM, quantity: 1 }, { variantId: UNMAPPED, quantity: 1 }]));
    expect(unmapped).toBeInstanceOf(StorefrontCartError);
    expect(unmapped).toMatchObject({ code: 'INVALID' });
    expect(unmapped.message).toContain(UNMAPPED);
    await expect(cart.createCart(within, { lines: [{ variantId: UNMAPPED, quantity: 1 }], discountCodes: [] })).rejects.toBeInstanceOf(StorefrontCartError);
    expect(shopify.requests).toHaveLength(sent);

    const unstocked = await failureOf(cart.addLines(within, created.cartId, [{ variantId: CREAM, quantity: 1 }, { variantId: UNSTOCKED, quantity: 1 }]));
    expect(unstocked).toBeInstanceOf(StorefrontCartError);
    expect(unstocked).toMatchObject({ code: 'INVALID', message: 'The merchandise with id gid://shopify/ProductVariant/41004 does not exist.' });
    expect(shopify.carts.get(created.cartId)?.lines.map((line) => line.merchandiseId)).toEqual([SOLD[0]]);
    const cartsBefore = shopify.carts.size;
    await expect(cart.createCart(within, { lines: [{ variantId: UNSTOCKED, quantity: 1 }], discountCodes: [] })).rejects.toMatchObject({ code: 'INVALID' });
    expect(shopify.carts.size).toBe(cartsBefore);
  });

  it('refuses a quantity of 0 on adding and on updating, leaving the cart as it was', async () => {
    const created = await cart.createCart(within, { lines: [{ variantId: SERUM, quantity: 2 }], discountCodes: [] });

    await expect(cart.addLines(within, created.cartId, [{ variantId: CREAM, quantity: 0 }])).rejects.toMatchObject({ name: 'StorefrontCartError', code: 'INVALID' });
    await expect(cart.updateLines(within, created.cartId, [{ lineId: created.lines[0]!.lineId, quantity: 0 }])).rejects.toMatchObject({
      name: 'StorefrontCartError',
      code: 'INVALID',
    });
    expect(await cart.getCart(within, created.cartId)).toEqual(created);
  });

  it('refuses changes to a cart Shopify does not have with its userError', async () => {
    const error = await failureOf(cart.addLines(within, 'gid://shopify/Cart/gone?key=x', [{ variantId: SERUM, quantity: 1 }]));

    expect(error).toBeInstanceOf(StorefrontCartError);
    expect(error).toMatchObject({ code: 'INVALID', message: 'The specified cart does not exist.' });
    await expect(cart.updateDiscountCodes(within, 'gid://shopify/Cart/gone?key=x', ['WELCOME10'])).rejects.toBeInstanceOf(StorefrontCartError);
  });

  it('leaves out a line whose merchandise is none of the shop\'s variants', async () => {
    const created = await cart.createCart(within, { lines: [{ variantId: SERUM, quantity: 1 }], discountCodes: [] });
    shopify.carts.get(created.cartId)?.lines.push({ id: 'gid://shopify/CartLine/elsewhere', merchandiseId: SOLD[2]!, quantity: 1 });

    expect((await cart.getCart(within, created.cartId))?.lines.map((line) => line.variantId)).toEqual([SERUM]);
  });
});

describe('the Shopify cart when Shopify fails', () => {
  const SECRET_CODE = 'PRIVATE-CODE-42';

  it('throws a plain Error on a refused token, without the token or the request in its message', async () => {
    const wrongToken = 'shpat_wrong_token_do_not_log';
    const error = await failureOf(adapter({ accessToken: wrongToken }).createCart(within, { lines: [{ variantId: SERUM, quantity: 1 }], discountCodes: [SECRET_CODE] }));

    expect(error).not.toBeInstanceOf(StorefrontCartError);
    expect(error.message).toMatch(/^The Shopify cart failed \(cartCreate\): HTTP 401/);
    for (const secret of [wrongToken, shopify.accessToken, SECRET_CODE, 'ProductVariant']) {
      expect(error.message).not.toContain(secret);
    }
    expect(lastRequest()).toMatchObject({ status: 401 });
  });

  it('throws a plain Error on GraphQL errors, naming their codes only', async () => {
    shopify.answerNextWith({
      status: 200,
      body: JSON.stringify({
        errors: [{ message: `Variable $input was provided invalid value for discountCodes.0 (${SECRET_CODE})`, extensions: { code: 'argumentLiteralsIncompatible' } }],
      }),
    });

    const error = await failureOf(cart.createCart(within, { lines: [], discountCodes: [SECRET_CODE] }));

    expect(error).not.toBeInstanceOf(StorefrontCartError);
    expect(error.message).toBe('The Shopify cart failed (cartCreate): HTTP 200; GraphQL errors: argumentLiteralsIncompatible');
  });

  it('throws a plain Error on an answer that is not the cart, not JSON, or an outage', async () => {
    shopify.answerNextWith({ status: 200, body: JSON.stringify({ data: { cartCreate: { cart: { id: 7 }, userErrors: [] } } }) });
    await expect(cart.createCart(within, { lines: [], discountCodes: [] })).rejects.toThrow('The Shopify cart failed (cartCreate): an answer of another shape');

    shopify.answerNextWith({ status: 200, body: JSON.stringify({ data: { cart: { id: 'x' } } }) });
    await expect(cart.getCart(within, 'gid://shopify/Cart/x')).rejects.toThrow('The Shopify cart failed (cart): an answer of another shape');

    shopify.answerNextWith({ status: 200, body: '<html>maintenance</html>', contentType: 'text/html' });
    await expect(cart.getCart(within, 'gid://shopify/Cart/x')).rejects.toThrow(/^The Shopify cart failed \(cart\): HTTP 200; .*text\/html/);

    shopify.answerNextWith({ status: 503, body: 'unavailable', contentType: 'text/plain' });
    const outage = await failureOf(cart.addLines(within, 'gid://shopify/Cart/x', [{ variantId: SERUM, quantity: 1 }]));
    expect(outage).not.toBeInstanceOf(StorefrontCartError);
    expect(outage.message).toMatch(/^The Shopify cart failed \(cartLinesAdd\): HTTP 503/);
  });

  it('throws a plain Error when Shopify cannot be reached', async () => {
    const closed = await startFakeShopifyStorefront({ variants: SOLD });
    await closed.close();

    const error = await failureOf(adapter({ apiBaseUrl: closed.url }).getCart(within, 'gid://shopify/Cart/x'));

    expect(error).not.toBeInstanceOf(StorefrontCartError);
    expect(error.message).toMatch(/^The Shopify cart failed \(cart\): no answer; /);
  });

  it('is the fake: 404 for another API version, 401 without a token, GraphQL errors with HTTP 200 for a malformed query', async () => {
    const post = (path: string, headers: Record<string, string>, query: string) =>
      fetch(`${shopify.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
    const token = { 'shopify-storefront-private-token': shopify.accessToken };

    expect((await post('/api/2024-01/graphql.json', token, '{ cart(id: "x") { id } }')).status).toBe(404);
    const unauthorized = await post('/api/2025-01/graphql.json', {}, '{ cart(id: "x") { id } }');
    expect(unauthorized.status).toBe(401);
    expect(await unauthorized.json()).toEqual({ errors: expect.any(String) });
    const malformed = await post('/api/2025-01/graphql.json', token, '{ cart(id: "x") { id price } }');
    expect(malformed.status).toBe(200);
    expect(await malformed.json()).toEqual({ errors: [expect.objectContaining({ message: expect.stringContaining('price'), locations: expect.any(Array) })] });
    const broken = await post('/api/2025-01/graphql.json', token, '{ cart(id: ');
    expect(broken.status).toBe(200);
    expect(await broken.json()).toEqual({ errors: [expect.objectContaining({ message: expect.stringContaining('Syntax Error') })] });
  });
});
