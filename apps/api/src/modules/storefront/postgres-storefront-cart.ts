import { StorefrontCartError, type StorefrontCartService, type StorefrontCartState } from './storefront-cart';
import { addOwnCartLines, deleteOwnCartLines, findOwnCart, insertOwnCart, setOwnCartCodes, setOwnCartLineQuantity, type OwnCart } from './own-carts.repository';

/**
 * The default cart service (ADR 152): the app's own cart in PostgreSQL. Every call writes through
 * `within`, the storefront's unit of work, so a refused change leaves nothing behind and the cart's
 * lock covers the write. Checkout is the app's own, so there is no service checkout url.
 */

const stateOf = (cart: OwnCart): StorefrontCartState => ({
  cartId: cart.id,
  lines: cart.lines.map((line) => ({ lineId: line.id, variantId: line.variantId, quantity: line.quantity })),
  discountCodes: cart.discountCodes,
  checkoutUrl: null,
});

/** A line id the cart does not hold: the same words a Shopify cart's `userErrors` would bring. */
const noSuchLine = () => new StorefrontCartError('The merchandise line was not found in the cart.', 'INVALID_MERCHANDISE_LINE');

/** Line ids are uuids here; anything else names no line (and must not reach a uuid column). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createPostgresStorefrontCart(): StorefrontCartService {
  const read = async (within: Parameters<StorefrontCartService['getCart']>[0], cartId: string): Promise<StorefrontCartState> => {
    const cart = await findOwnCart(within, cartId);
    if (!cart) {
      throw new StorefrontCartError('The specified cart does not exist.', 'INVALID');
    }
    return stateOf(cart);
  };
  return {
    kind: 'postgres',
    async createCart(within, input) {
      const cartId = await insertOwnCart(within, input.discountCodes);
      await addOwnCartLines(within, cartId, input.lines);
      return read(within, cartId);
    },
    async getCart(within, cartId) {
      const cart = await findOwnCart(within, cartId);
      return cart ? stateOf(cart) : null;
    },
    async addLines(within, cartId, lines) {
      await addOwnCartLines(within, cartId, lines);
      return read(within, cartId);
    },
    async updateLines(within, cartId, lines) {
      for (const line of lines) {
        if (!UUID.test(line.lineId) || !(await setOwnCartLineQuantity(within, cartId, line.lineId, line.quantity))) {
          throw noSuchLine();
        }
      }
      return read(within, cartId);
    },
    async removeLines(within, cartId, lineIds) {
      if (!lineIds.every((lineId) => UUID.test(lineId)) || (await deleteOwnCartLines(within, cartId, lineIds)) !== lineIds.length) {
        throw noSuchLine();
      }
      return read(within, cartId);
    },
    async updateDiscountCodes(within, cartId, codes) {
      await setOwnCartCodes(within, cartId, codes);
      return read(within, cartId);
    },
  };
}
