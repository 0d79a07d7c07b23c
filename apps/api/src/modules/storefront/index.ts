// The storefront module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { createPostgresStorefrontCart } from './postgres-storefront-cart';
export { shopifyVariantIds } from './shop-catalogue';
export { createStorefrontCartFromEnv } from './storefront-cart-factory';
export { purgeAbandonedVisitorCarts } from './shop-cart-housekeeping.service';
export type { StorefrontCartService } from './storefront-cart';
export { shopCheckoutRoutes } from './shop-checkout.routes';
export { storefrontRoutes } from './storefront.routes';
