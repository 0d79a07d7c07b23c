/** The shop's API paths, named once: the calls and the pre-rendered screen data use the same keys (ADR 153). */
export const SHOP_PRODUCTS_PATH = '/api/shop/products';
export const productPath = (handle: string): string => `${SHOP_PRODUCTS_PATH}/${encodeURIComponent(handle)}`;
export const CURRENT_CART_PATH = '/api/shop/cart';
export const CARTS_PATH = '/api/shop/carts';
export const cartLinePath = (cartId: string, lineId: string): string =>
  `${CARTS_PATH}/${encodeURIComponent(cartId)}/lines/${encodeURIComponent(lineId)}`;
export const cartCodesPath = (cartId: string): string => `${CARTS_PATH}/${encodeURIComponent(cartId)}/discount-codes`;
export const cartCheckoutPath = (cartId: string): string => `${CARTS_PATH}/${encodeURIComponent(cartId)}/checkout`;
