import type { Activation, ShopCheckoutRequest, ShopExpressCheckoutRequest } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { CARTS_PATH, cartCheckoutPath } from './shop-paths';

/**
 * POST /api/shop/carts/{id}/checkout (ADR 152): pays for the signed-in shopper's cart with the card
 * and the address on file. The same attempt id sent again answers the first result, never a second charge.
 */
export async function checkOutCart(cartId: string, checkoutAttemptId: string): Promise<Activation> {
  const body: ShopCheckoutRequest = { checkoutAttemptId };
  return (await apiRequest<{ data: Activation }>('POST', cartCheckoutPath(cartId), body)).data;
}

/**
 * POST /api/shop/carts/{id}/express-checkout: pays for the cart with a wallet's token, payer and
 * shipping address in one request (PayPal, Apple Pay), which become the ones on file. The attempt id
 * works as the card checkout's.
 */
export async function expressCheckOutCart(cartId: string, wallet: Omit<ShopExpressCheckoutRequest, 'checkoutAttemptId'>, checkoutAttemptId: string): Promise<Activation> {
  const body: ShopExpressCheckoutRequest = { ...wallet, checkoutAttemptId };
  return (await apiRequest<{ data: Activation }>('POST', `${CARTS_PATH}/${encodeURIComponent(cartId)}/express-checkout`, body)).data;
}
