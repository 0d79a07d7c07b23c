import type { StorefrontCart } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { CURRENT_CART_PATH } from './shop-paths';

/** GET /api/shop/cart: the caller's cart (a visitor's, or the account's after sign-in), or null before the first add. */
export async function getCurrentCart(): Promise<StorefrontCart | null> {
  return (await apiRequest<{ data: StorefrontCart | null }>('GET', CURRENT_CART_PATH)).data;
}
