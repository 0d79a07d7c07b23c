import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../env';
import type { StorefrontCartService } from './storefront-cart';
import { createStorefrontCartFromEnv } from './storefront-cart-factory';

const variantIds = { toShopify: () => undefined, fromShopify: () => undefined };
const SHOPIFY = { STOREFRONT_CART_ADAPTER: 'shopify', SHOPIFY_STORE_DOMAIN: 'teleskin.myshopify.com', SHOPIFY_STOREFRONT_ACCESS_TOKEN: 'shpat_0123456789abcdef' };

describe('the cart service the settings choose', () => {
  it('is the PostgreSQL cart by default, and builds no Shopify client', () => {
    const postgres = { kind: 'postgres' } as StorefrontCartService;
    const build = vi.fn(() => postgres);

    expect(createStorefrontCartFromEnv(parseEnv({}), { postgres: build, variantIds })).toBe(postgres);
    expect(build).toHaveBeenCalledOnce();
  });

  it('is the Shopify cart with its settings, and never builds the PostgreSQL one', () => {
    const build = vi.fn(() => ({ kind: 'postgres' }) as StorefrontCartService);

    const cart = createStorefrontCartFromEnv(parseEnv({ ...SHOPIFY, SHOPIFY_STOREFRONT_API_URL: 'http://127.0.0.1:9' }), { postgres: build, variantIds, onNotice: () => {} });

    expect(cart.kind).toBe('shopify');
    expect(build).not.toHaveBeenCalled();
  });

  it('refuses shopify without the store domain and token, and a domain given as a url', () => {
    expect(() => parseEnv({ STOREFRONT_CART_ADAPTER: 'shopify' })).toThrow(
      'Invalid environment:\n  SHOPIFY_STORE_DOMAIN: required when STOREFRONT_CART_ADAPTER=shopify\n  SHOPIFY_STOREFRONT_ACCESS_TOKEN: required when STOREFRONT_CART_ADAPTER=shopify',
    );
    expect(() => parseEnv({ ...SHOPIFY, SHOPIFY_STOREFRONT_ACCESS_TOKEN: '' })).toThrow(/SHOPIFY_STOREFRONT_ACCESS_TOKEN: required/);
    expect(() => parseEnv({ ...SHOPIFY, SHOPIFY_STORE_DOMAIN: 'https://teleskin.myshopify.com' })).toThrow(/SHOPIFY_STORE_DOMAIN: must be a domain/);
    expect(() => parseEnv({ STOREFRONT_CART_ADAPTER: 'woocommerce' })).toThrow(/STOREFRONT_CART_ADAPTER/);
    expect(parseEnv(SHOPIFY).STOREFRONT_CART_ADAPTER).toBe('shopify');
  });
});
