import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSession } from '../../features/account/hooks/use-session';
import { CartOrderCheckout } from '../../features/checkout/components/cart-order-checkout';
import { useFlash } from '../../features/flash/hooks/use-flash';
import { checkOutCart } from '../../features/storefront/api/check-out-cart';
import { ShopCheckoutPage } from '../../features/storefront/components/shop-checkout-page';

/**
 * `/shop/checkout` (issue 31 item 4): the shop's order summary with the checkout's own address
 * and card forms, paid through the shop's cart checkout. Its own chunk below the shop's, so the
 * card processors and the forms stay out of the pre-rendered shop pages.
 */
export function ShopCheckoutRoute() {
  const session = useSession();
  const { push } = useFlash();
  if (session.isLoading) {
    return <LoadingScreen />;
  }
  return (
    <ShopCheckoutPage
      isSignedIn={session.patient !== null}
      renderPayment={(cart, { placed, addressChanged }) => (
        <CartOrderCheckout
          attemptScope={`shop-cart.${cart.id}`}
          placeOrder={(checkoutAttemptId) => checkOutCart(cart.id, checkoutAttemptId)}
          onPlaced={placed}
          onAddressSaved={addressChanged}
          notify={push}
        />
      )}
    />
  );
}
