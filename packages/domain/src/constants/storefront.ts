/**
 * The storefront's limits (001 §9 "a cart shows up to 10 lines"; the rest ours, ADR 152). They
 * sit below the contracts so the request schemas and the server's rules read one number.
 */
export const SHOP_CART_MAX_LINES = 10;
/** A sane most of one product a shopper buys at once; a larger order is a call to the care team. */
export const SHOP_LINE_MAX_QUANTITY = 10;
/** One code at a time, as the order summary shows one promotion line (ADR 103). */
export const SHOP_CART_MAX_CODES = 1;
/** A visitor's cart is kept this long after its last change; a signed-in shopper's until checkout. */
export const SHOP_VISITOR_CART_DAYS = 30;
/** Shipping of a shop order (ours, ADR 152): a flat fee, free from this subtotal after discounts. */
export const SHOP_SHIPPING_CENTS = 595;
export const SHOP_FREE_SHIPPING_FROM_CENTS = 5000;
