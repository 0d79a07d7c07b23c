import type { Db } from '../../db/client';

/**
 * The cart service behind the shop (issue 31 item 3, ADR 152): where a cart's lines and codes
 * live. The default is the app's own cart in PostgreSQL (`createPostgresStorefrontCart`); the
 * production option is a Shopify store through the Storefront API 2025-01 (001 §7.6,
 * `createShopifyStorefrontCart`). The storefront's service owns everything else, whichever cart
 * holds the lines: who a cart belongs to, the 10-line rule under the cart's lock, prices, codes'
 * reasons and checkout. Variant ids here are the shop's (`gid://teleskin/ProductVariant/<item>`);
 * an adapter that speaks to another store translates them with `variantIds`.
 */

export interface StorefrontCartLine {
  /** The line's id in the cart service (a Shopify `CartLine` gid, or the app's own uuid). */
  lineId: string;
  variantId: string;
  quantity: number;
}

export interface StorefrontCartState {
  /** The cart's id in the cart service. */
  cartId: string;
  lines: StorefrontCartLine[];
  /** The codes the cart carries, as the service stores them (their worth is the storefront's to judge). */
  discountCodes: string[];
  /** The service's checkout, or null where the app's own checkout takes the cart (the default). */
  checkoutUrl: string | null;
}

export interface CartLineQuantity {
  variantId: string;
  quantity: number;
}

/** A change the cart service refused, with its own words (Shopify's `userErrors`). */
export class StorefrontCartError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'StorefrontCartError';
  }
}

/**
 * Every call gets `within`: the database handle of the storefront's unit of work, holding the lock
 * on the app's cart row. The PostgreSQL cart writes through it, so the rule's check and the write
 * commit together; a remote cart ignores it (the lock still orders the calls).
 */
export interface StorefrontCartService {
  readonly kind: 'postgres' | 'shopify';
  createCart(within: Db, input: { lines: readonly CartLineQuantity[]; discountCodes: readonly string[] }): Promise<StorefrontCartState>;
  getCart(within: Db, cartId: string): Promise<StorefrontCartState | null>;
  addLines(within: Db, cartId: string, lines: readonly CartLineQuantity[]): Promise<StorefrontCartState>;
  updateLines(within: Db, cartId: string, lines: readonly { lineId: string; quantity: number }[]): Promise<StorefrontCartState>;
  removeLines(within: Db, cartId: string, lineIds: readonly string[]): Promise<StorefrontCartState>;
  updateDiscountCodes(within: Db, cartId: string, codes: readonly string[]): Promise<StorefrontCartState>;
}
