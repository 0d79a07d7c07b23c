import type { ShopProduct } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { productPath } from './shop-paths';

/** GET /api/shop/products/{handle}: one product of the shop; an unknown handle is a 404 ApiError. */
export async function getShopProduct(handle: string): Promise<ShopProduct> {
  return (await apiRequest<{ data: ShopProduct }>('GET', productPath(handle))).data;
}
