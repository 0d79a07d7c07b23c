import type { StorefrontCart } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cartLinePath } from './shop-paths';

/** DELETE /api/shop/carts/{cartId}/lines/{lineId}: the cart without the line. */
export async function removeCartLine(cartId: string, lineId: string): Promise<StorefrontCart> {
  return (await apiRequest<{ data: StorefrontCart }>('DELETE', cartLinePath(cartId, lineId))).data;
}
