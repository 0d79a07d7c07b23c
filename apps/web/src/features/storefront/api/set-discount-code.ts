import type { CartDiscountCodesRequest, StorefrontCart } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cartCodesPath } from './shop-paths';

/** PUT /api/shop/carts/{cartId}/discount-codes: the cart's one code, or none (null) to remove it. */
export async function setDiscountCode(cartId: string, code: string | null): Promise<StorefrontCart> {
  const body: CartDiscountCodesRequest = { discountCodes: code === null ? [] : [code] };
  return (await apiRequest<{ data: StorefrontCart }>('PUT', cartCodesPath(cartId), body)).data;
}
