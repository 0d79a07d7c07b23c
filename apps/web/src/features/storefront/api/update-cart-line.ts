import type { CartLineUpdateRequest, StorefrontCart } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cartLinePath } from './shop-paths';

/** PATCH /api/shop/carts/{cartId}/lines/{lineId}: a line's new quantity. */
export async function updateCartLine(cartId: string, lineId: string, quantity: number): Promise<StorefrontCart> {
  const body: CartLineUpdateRequest = { quantity };
  return (await apiRequest<{ data: StorefrontCart }>('PATCH', cartLinePath(cartId, lineId), body)).data;
}
