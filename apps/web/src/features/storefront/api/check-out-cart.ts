import type { Activation, ShopCheckoutRequest } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cartCheckoutPath } from './shop-paths';

/**
 * POST /api/shop/carts/{id}/checkout (ADR 152): pays for the signed-in shopper's cart with the card
 * and the address on file. The same attempt id sent again answers the first result, never a second charge.
 */
export async function checkOutCart(cartId: string, checkoutAttemptId: string): Promise<Activation> {
  const body: ShopCheckoutRequest = { checkoutAttemptId };
  return (await apiRequest<{ data: Activation }>('POST', cartCheckoutPath(cartId), body)).data;
}
