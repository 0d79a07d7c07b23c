import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { StorefrontCart } from '@app/domain/contracts';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { LoadStatus } from '../../../components/ui/load-status';
import { readDraft, writeDraft } from '../../../lib/session-drafts';
import { useShopCart } from '../hooks/use-shop-cart';
import { CheckoutOrderLines } from './checkout-order-lines';
import { CartTotals } from './cart-totals';
import { EmptyCart } from './empty-cart';
import './shop-checkout.css';

const TEXT = STOREFRONT_MESSAGES.storefront;
const CHECKOUT_PATH = '/shop/checkout';
/** The cart just paid for, kept in the tab so a reload after "Order confirmed!" still says where the order went. */
const PLACED_DRAFT = 'shop-checkout.placed';

interface ShopCheckoutPageProps {
  isSignedIn: boolean;
  /**
   * The address, the card and "Place order" for a signed-in shopper: `placed` once the server
   * confirmed the order, `addressChanged` so the summary shows the tax for the new address.
   */
  renderPayment: (cart: StorefrontCart, events: { placed: () => void; addressChanged: () => Promise<void> }) => ReactNode;
}

/**
 * `/shop/checkout` (issue 31 item 4): the order summary as the server prices it beside, for a
 * visitor, the way to sign up (or log in) and come back here, whereupon the server merges the
 * visitor's cart into the account; for a signed-in shopper, the payment part. Once paid, where to
 * follow the order.
 */
export function ShopCheckoutPage({ isSignedIn, renderPayment }: ShopCheckoutPageProps) {
  const shopCart = useShopCart();
  const { load } = shopCart;
  const [placedCartId, setPlacedCartId] = useState(() => readDraft<{ cartId: string }>(PLACED_DRAFT)?.cartId);
  const cart = load.status === 'ready' ? load.cart : null;
  const hasLines = cart !== null && cart.lines.length > 0;
  useEffect(() => {
    // A cart with lines is a new order: the last one's confirmation is over.
    if (hasLines && placedCartId !== undefined) {
      writeDraft(PLACED_DRAFT, {});
      setPlacedCartId(undefined);
    }
  }, [hasLines, placedCartId]);

  const placed = (cartId: string) => {
    writeDraft(PLACED_DRAFT, { cartId });
    setPlacedCartId(cartId);
    // The cart is checked out: the next add starts a new one, and the bar's count goes to none.
    shopCart.reload();
  };

  return (
    <section className="page shop-checkout" aria-labelledby="shop-checkout-heading">
      <h1 id="shop-checkout-heading">{TEXT.checkoutHeading}</h1>
      {placedCartId !== undefined && !hasLines ? (
        <OrderPlaced />
      ) : (
        <>
          <LoadStatus status={load.status} loadingText={TEXT.cartLoading} errorText={TEXT.cartLoadError} retryText={TEXT.tryAgain} onRetry={shopCart.reload} />
          {load.status === 'ready' && cart !== null && hasLines ? (
            <div className="shop-checkout__layout">
              <aside className="shop-cart__summary shop-checkout__summary" aria-labelledby="shop-checkout-summary-heading">
                <h2 id="shop-checkout-summary-heading">{TEXT.orderSummary}</h2>
                <CheckoutOrderLines lines={cart.lines} />
                <CartTotals cart={cart} />
                <p>
                  <Link to="/shop/cart">{TEXT.cartHeading}</Link>
                </p>
              </aside>
              <section className="shop-checkout__details" aria-label={TEXT.checkoutDetails}>
                {isSignedIn ? renderPayment(cart, { placed: () => placed(cart.id), addressChanged: shopCart.refresh }) : <SignUpToCheckOut />}
              </section>
            </div>
          ) : null}
          {load.status === 'ready' && !hasLines ? (
            <EmptyCart />
          ) : null}
        </>
      )}
    </section>
  );
}

/** "Sign up at checkout": an account is made (or opened) on the storefront's pages, which bring the shopper back here. */
function SignUpToCheckOut() {
  const redirect = `redirect=${CHECKOUT_PATH}`;
  return (
    <div className="shop-checkout__sign-up">
      <h3>{TEXT.signUpHeading}</h3>
      <p>{TEXT.signUpIntro}</p>
      <Link className="button button--primary" to={`/auth/signup?${redirect}`}>
        {TEXT.signUpToCheckout}
      </Link>
      <p>
        <Link to={`/auth/login?${redirect}`}>{TEXT.logInToCheckout}</Link>
      </p>
    </div>
  );
}

/** After "Order confirmed!": where the order can be followed. */
function OrderPlaced() {
  return (
    <div className="shop-checkout__placed">
      <h2>{TEXT.placedHeading}</h2>
      <p>{TEXT.placedText}</p>
      <p className="shop-checkout__next">
        <Link className="button button--primary" to="/dashboard">
          {TEXT.toDashboard}
        </Link>
        <Link className="button button--secondary" to="/dashboard/shipments">
          {TEXT.toShipments}
        </Link>
      </p>
    </div>
  );
}
