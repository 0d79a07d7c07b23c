import type { CartLinesAddRequest, StorefrontCart } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { CARTS_PATH } from './shop-paths';

/** POST /api/shop/carts: adds lines to the caller's cart, which the server opens if there is none. */
export async function addToCart(lines: CartLinesAddRequest['lines']): Promise<StorefrontCart> {
  const body: CartLinesAddRequest = { lines };
  return (await apiRequest<{ data: StorefrontCart }>('POST', CARTS_PATH, body)).data;
}
