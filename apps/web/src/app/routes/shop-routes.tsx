import { useParams, useRoutes } from 'react-router';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { CartPage } from '../../features/storefront/components/cart-page';
import { ProductPage } from '../../features/storefront/components/product-page';
import { ShopLayout } from '../../features/storefront/components/shop-layout';
import { ShopPage } from '../../features/storefront/components/shop-page';

function ProductRoute() {
  const { handle = '' } = useParams();
  return <ProductPage handle={handle} />;
}

/**
 * The storefront under `/shop/*` (000 §2 "Storefront: /shop", issue 31): the list, the cart and a
 * page per product, in one route chunk under one layout that holds the cart. Its own table, like
 * the staff app's, so the entry's route table grows by one line (ADR 153). `/shop` and the
 * product pages are pre-rendered with the catalogue.
 */
export function ShopRoutes() {
  const page = useRoutes([
    { index: true, element: <ShopPage /> },
    { path: 'cart', element: <CartPage /> },
    { path: ':handle', element: <ProductRoute /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
  return <ShopLayout>{page}</ShopLayout>;
}
