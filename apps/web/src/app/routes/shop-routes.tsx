import { Suspense } from 'react';
import { useParams, useRoutes } from 'react-router';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { NotFoundPage } from '../../components/ui/not-found-page';
import { CartPage } from '../../features/storefront/components/cart-page';
import { ProductPage } from '../../features/storefront/components/product-page';
import { ShopLayout } from '../../features/storefront/components/shop-layout';
import { ShopPage } from '../../features/storefront/components/shop-page';
import { lazyPage } from '../lazy-page';

// The checkout's forms and card processors load only when the checkout opens, not with the shop's pre-rendered pages.
const ShopCheckoutRoute = lazyPage(() => import('./shop-checkout-route'), 'ShopCheckoutRoute');

function ProductRoute() {
  const { handle = '' } = useParams();
  return <ProductPage handle={handle} />;
}

/**
 * The storefront under `/shop/*` (000 §2 "Storefront: /shop", issue 31): the list, the cart and a
 * page per product, in one route chunk under one layout that holds the cart. Its own table, like
 * the staff app's, so the entry's route table grows by one line (ADR 153). `/shop` and the
 * product pages are pre-rendered with the catalogue; the checkout is a chunk of its own.
 */
export function ShopRoutes() {
  const page = useRoutes([
    { index: true, element: <ShopPage /> },
    { path: 'cart', element: <CartPage /> },
    {
      path: 'checkout',
      // The shop's bar and cart stay while the checkout's chunk arrives.
      element: (
        <Suspense fallback={<p role="status">{STOREFRONT_MESSAGES.storefront.cartLoading}</p>}>
          <ShopCheckoutRoute />
        </Suspense>
      ),
    },
    { path: ':handle', element: <ProductRoute /> },
    { path: '*', element: <NotFoundPage /> },
  ]);
  return <ShopLayout>{page}</ShopLayout>;
}
