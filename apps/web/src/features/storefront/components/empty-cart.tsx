import { Link } from 'react-router';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';

const TEXT = STOREFRONT_MESSAGES.storefront;

/** "Your cart is empty." with the way back to the shop (the cart page and the checkout). */
export function EmptyCart() {
  return (
    <div className="shop-cart__empty">
      <p>{TEXT.cartEmpty}</p>
      <p>
        <Link to="/shop">{TEXT.keepShopping}</Link>
      </p>
    </div>
  );
}
