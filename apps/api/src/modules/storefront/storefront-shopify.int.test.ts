import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopProduct, StorefrontCart } from '@app/domain/contracts';
import { shopCarts } from '../../db/schema/index';
import { startFakeShopifyStorefront, type FakeShopifyStorefront } from '../../test/fake-shopify-storefront-server';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { shopCatalogueOf } from './shop-catalogue';

/**
 * The shop with its carts in a Shopify store (STOREFRONT_CART_ADAPTER=shopify, ADR 152), against
 * the local fake of the Storefront API: the storefront's own rules (owners, the 10-line rule under
 * the lock, prices, codes' reasons) hold whichever service keeps the lines.
 */

let shopify: FakeShopifyStorefront;
beforeAll(async () => {
  const variants = [1, 2].flatMap((brandId) => shopCatalogueOf(brandId).products.flatMap((product) => product.variants.map((variant) => variant.shopifyVariantId)));
  shopify = await startFakeShopifyStorefront({ variants: [...new Set(variants)], applicableCodes: [] });
});
afterAll(() => shopify.close());

const t = suiteTestApp(() => ({
  STOREFRONT_CART_ADAPTER: 'shopify',
  SHOPIFY_STORE_DOMAIN: shopify.storeDomain,
  SHOPIFY_STOREFRONT_ACCESS_TOKEN: shopify.accessToken,
  SHOPIFY_STOREFRONT_API_URL: shopify.url,
}));

let nextVisitor = 1;
const visitor = () => new TestClient(t.app, undefined, `10.32.0.${nextVisitor++}`);

async function variantIds(client: TestClient): Promise<string[]> {
  const products = (await client.get('/api/shop/products')).body.data.products as ShopProduct[];
  return products.flatMap((product) => product.variants.map((variant) => variant.variantId));
}

describe('the shop on a Shopify store', () => {
  it('keeps the lines in the store, sends Shopify’s variant ids and checks out at the store', async () => {
    const client = visitor();
    const [first, second] = await variantIds(client);
    const added = await client.post('/api/shop/carts', { lines: [{ variantId: first, quantity: 2 }, { variantId: second, quantity: 1 }] });
    expect(added.status).toBe(200);
    const cart = added.body.data as StorefrontCart;
    expect(cart.lines.map((line) => [line.variantId, line.quantity])).toEqual([
      [first, 2],
      [second, 1],
    ]);
    expect(cart.checkoutUrl).toMatch(new RegExp(`^https://${shopify.storeDomain.replaceAll('.', '\\.')}/cart/c/`));
    const [row] = await t.handle.db.select().from(shopCarts).where(eq(shopCarts.id, cart.id));
    expect(row).toMatchObject({ service: 'shopify' });
    const stored = shopify.carts.get(row!.serviceCartId)!;
    expect(stored).toBeDefined();
    expect(JSON.stringify(shopify.requests.at(-1))).toContain('gid://shopify/ProductVariant/');
    const removed = await client.request('DELETE', `/api/shop/carts/${cart.id}/lines/${encodeURIComponent(cart.lines[0]!.id)}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect((removed.body.data as StorefrontCart).lines.map((line) => line.variantId)).toEqual([second]);
  });

  it('holds the 10-line rule under twenty concurrent adds', async () => {
    const client = visitor();
    const variants = await variantIds(client);
    const cart = (await client.post('/api/shop/carts', { lines: [{ variantId: variants[0], quantity: 1 }] })).body.data as StorefrontCart;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => client.post(`/api/shop/carts/${cart.id}/lines`, { lines: [{ variantId: variants[(index % (variants.length - 1)) + 1], quantity: 1 }] })),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 422)).toBe(true);
    const [row] = await t.handle.db.select().from(shopCarts).where(eq(shopCarts.id, cart.id));
    expect(shopify.carts.get(row!.serviceCartId)!.lines).toHaveLength(10);
    expect(((await client.get('/api/shop/cart')).body.data as StorefrontCart).lines).toHaveLength(10);
  });

  it('answers a store outage as a server error without the token, and keeps the cart as it was', async () => {
    const client = visitor();
    const [first, second] = await variantIds(client);
    const cart = (await client.post('/api/shop/carts', { lines: [{ variantId: first, quantity: 1 }] })).body.data as StorefrontCart;
    shopify.answerNextWith({ status: 503, body: 'upstream unavailable' });
    const failed = await client.post(`/api/shop/carts/${cart.id}/lines`, { lines: [{ variantId: second, quantity: 1 }] });
    expect(failed.status).toBe(500);
    expect(JSON.stringify(failed.body)).not.toContain(shopify.accessToken);
    expect(((await client.get('/api/shop/cart')).body.data as StorefrontCart).lines).toHaveLength(1);
  });
});
