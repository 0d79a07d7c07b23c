import type { ReactNode } from 'react';
import { ShopCartProvider } from '../hooks/use-shop-cart';
import { ShopHeader } from './shop-header';
import './storefront.css';

/** Every shop page: the shop's bar and one cart, read once, that the pages below share. */
export function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <ShopCartProvider>
      <div className="shop">
        <ShopHeader />
        {children}
      </div>
    </ShopCartProvider>
  );
}
