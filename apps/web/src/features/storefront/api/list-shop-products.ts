import type { ShopCatalogue } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';
import { SHOP_PRODUCTS_PATH } from './shop-paths';

/** GET /api/shop/products: the brand's over-the-counter products, with the server's prices. */
export async function listShopProducts(): Promise<ShopCatalogue> {
  return (await apiRequest<{ data: ShopCatalogue }>('GET', SHOP_PRODUCTS_PATH)).data;
}
