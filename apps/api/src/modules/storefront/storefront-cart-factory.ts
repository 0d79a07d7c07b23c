import type { Env } from '../../env';
import { createShopifyStorefrontCart, type ShopifyStorefrontCartSettings } from './shopify-storefront-cart';
import type { StorefrontCartService } from './storefront-cart';

type CartSettings = Pick<Env, 'STOREFRONT_CART_ADAPTER' | 'SHOPIFY_STORE_DOMAIN' | 'SHOPIFY_STOREFRONT_ACCESS_TOKEN' | 'SHOPIFY_STOREFRONT_API_URL'>;

/**
 * The cart service the settings ask for (ADR 152): the app's own PostgreSQL cart unless
 * STOREFRONT_CART_ADAPTER=shopify, which env.ts has already refused without the store's domain and
 * token. The PostgreSQL cart comes as a function so that a Shopify deployment never builds it.
 */
export function createStorefrontCartFromEnv(
  env: CartSettings,
  deps: {
    postgres: () => StorefrontCartService;
    variantIds: ShopifyStorefrontCartSettings['variantIds'];
    onNotice?: (notice: string) => void;
  },
): StorefrontCartService {
  if (env.STOREFRONT_CART_ADAPTER !== 'shopify') {
    return deps.postgres();
  }
  return createShopifyStorefrontCart({
    storeDomain: env.SHOPIFY_STORE_DOMAIN ?? '',
    accessToken: env.SHOPIFY_STOREFRONT_ACCESS_TOKEN ?? '',
    apiBaseUrl: env.SHOPIFY_STOREFRONT_API_URL,
    variantIds: deps.variantIds,
    onNotice: deps.onNotice,
  });
}
