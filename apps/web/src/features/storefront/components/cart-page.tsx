import { useState } from 'react';
import { Link } from 'react-router';
import type { StorefrontCart } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { LoadStatus } from '../../../components/ui/load-status';
import { useShopCart, type CartChange } from '../hooks/use-shop-cart';
import { CartLineItem } from './cart-line-item';
import { CartTotals } from './cart-totals';
import { DiscountCodeForm } from './discount-code-form';
import { EmptyCart } from './empty-cart';

const TEXT = STOREFRONT_MESSAGES.storefront;

/**
 * `/shop/cart`: the shopper's cart as the server holds it (a reload reads it again), its lines
 * with their quantities and Remove, the discount code, the totals and "Check out". A refused
 * change shows the server's words above the lines.
 */
export function CartPage() {
  const shopCart = useShopCart();
  const [failure, setFailure] = useState<string | null>(null);
  const { load } = shopCart;
  const run = async (change: Promise<CartChange>) => {
    const result = await change;
    setFailure(result.ok ? null : result.message);
  };
  return (
    <section className="page shop-cart" aria-labelledby="shop-cart-heading">
      <h1 id="shop-cart-heading">{TEXT.cartHeading}</h1>
      <LoadStatus status={load.status} loadingText={TEXT.cartLoading} errorText={TEXT.cartLoadError} retryText={TEXT.tryAgain} onRetry={shopCart.reload} />
      <div role="alert" className="shop-cart__failure">
        {failure ? <p>{failure}</p> : null}
      </div>
      {load.status === 'ready' ? (
        load.cart === null || load.cart.lines.length === 0 ? (
          <EmptyCart />
        ) : (
          <CartContents cart={load.cart} pending={shopCart.pending} run={run} />
        )
      ) : null}
      <p className="visually-hidden" role="status">
        {shopCart.pending === null ? '' : TEXT.updating}
      </p>
    </section>
  );
}

interface CartContentsProps {
  cart: StorefrontCart;
  pending: string | null;
  run: (change: Promise<CartChange>) => Promise<void>;
}

function CartContents({ cart, pending, run }: CartContentsProps) {
  const shopCart = useShopCart();
  return (
    <div className="shop-cart__layout">
      <div className="shop-cart__lines">
        <p className="shop-cart__count">{fillTemplate(TEXT.linesOfMax, { count: cart.lines.length, max: cart.maxLines })}</p>
        <ul className="shop-cart__list">
          {cart.lines.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              maxQuantity={cart.maxQuantity}
              isPending={pending === `line:${line.id}`}
              onQuantity={(quantity) => void run(shopCart.setQuantity(line.id, quantity))}
              onRemove={() => void run(shopCart.remove(line.id))}
            />
          ))}
        </ul>
        <p>
          <Link to="/shop">{TEXT.keepShopping}</Link>
        </p>
      </div>
      <aside className="shop-cart__summary" aria-labelledby="shop-cart-summary-heading">
        <h2 id="shop-cart-summary-heading">{TEXT.orderSummary}</h2>
        <DiscountCodeForm code={cart.discountCodes[0]} isPending={pending === 'code'} onSet={shopCart.setCode} />
        <CartTotals cart={cart} />
        <a className="button button--primary shop-cart__checkout" href={cart.checkoutUrl}>
          {TEXT.checkout}
        </a>
      </aside>
    </div>
  );
}
