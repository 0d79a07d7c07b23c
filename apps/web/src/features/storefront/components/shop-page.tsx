import type { ShopCatalogue } from '@app/domain/contracts';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { LoadStatus } from '../../../components/ui/load-status';
import { listShopProducts } from '../api/list-shop-products';
import { SHOP_PRODUCTS_PATH } from '../api/shop-paths';
import { useShopData } from '../hooks/use-shop-data';
import { ProductCard } from './product-card';

const TEXT = STOREFRONT_MESSAGES.storefront;

/**
 * `/shop` (000 §2 "Storefront"): the brand's over-the-counter products. Pre-rendered with the
 * catalogue the server passes in (ADR 153), so the list is in the first paint.
 */
export function ShopPage() {
  const catalogue = useShopData<ShopCatalogue>(SHOP_PRODUCTS_PATH, listShopProducts);
  return (
    <section className="page shop-page" aria-labelledby="shop-heading">
      <h1 id="shop-heading">{TEXT.heading}</h1>
      <p className="page__intro">{TEXT.intro}</p>
      <LoadStatus status={catalogue.status} loadingText={TEXT.loading} errorText={TEXT.loadError} retryText={TEXT.tryAgain} onRetry={catalogue.reload} />
      {catalogue.status === 'ready' ? (
        <ul className="shop-page__list">
          {catalogue.data.products.map((product, index) => (
            <li key={product.handle}>
              <ProductCard product={product} isFirst={index === 0} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
