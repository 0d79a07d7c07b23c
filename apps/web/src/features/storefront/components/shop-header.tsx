import { Link } from 'react-router';
import { fillTemplate } from '@app/domain/formatting';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { useShopCart } from '../hooks/use-shop-cart';

const TEXT = STOREFRONT_MESSAGES.storefront;

/** The shop's own bar under the site header: the way to the list and to the cart with its count. */
export function ShopHeader() {
  const { load } = useShopCart();
  const count = load.status === 'ready' && load.cart ? load.cart.lines.reduce((sum, line) => sum + line.quantity, 0) : 0;
  return (
    <nav className="shop-header" aria-label={TEXT.shopNav}>
      <Link to="/shop" className="shop-header__shop">
        {TEXT.shopNav}
      </Link>
      <Link to="/shop/cart" className="shop-header__cart">
        <span aria-hidden="true" className="shop-header__icon" />
        {count === 0 ? TEXT.cartLink : count === 1 ? TEXT.cartLinkOne : fillTemplate(TEXT.cartLinkCount, { count })}
      </Link>
    </nav>
  );
}
