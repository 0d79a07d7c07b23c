import { useMemo } from 'react';
import type { StorefrontCart } from '@app/domain/contracts';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useBrand } from '../../lib/brand';
import { useSession } from '../../features/account/hooks/use-session';
import { CartOrderCheckout } from '../../features/checkout/components/cart-order-checkout';
import { useFlash } from '../../features/flash/hooks/use-flash';
import { checkOutCart, expressCheckOutCart } from '../../features/storefront/api/check-out-cart';
import { ShopCheckoutPage } from '../../features/storefront/components/shop-checkout-page';
import { cartWalletRequest } from '../../features/storefront/utils/cart-wallet-request';
import type { WalletPayment } from '../../features/checkout/utils/wallet-checkout';

/**
 * `/shop/checkout` (issue 31 item 4): the shop's order summary with the checkout's own address
 * form and payment tiles (card, PayPal, Apple Pay), paid through the shop's cart checkout or its
 * express checkout. Its own chunk below the shop's, so the processors and the forms stay out of the
 * pre-rendered shop pages.
 */
export function ShopCheckoutRoute() {
  const session = useSession();
  if (session.isLoading) {
    return <LoadingScreen />;
  }
  return (
    <ShopCheckoutPage
      isSignedIn={session.patient !== null}
      renderPayment={(cart, { placed, addressChanged }) => <ShopCartPayment cart={cart} placed={placed} addressChanged={addressChanged} />}
    />
  );
}

function ShopCartPayment({ cart, placed, addressChanged }: { cart: StorefrontCart; placed: () => void; addressChanged: () => Promise<void> }) {
  const { push } = useFlash();
  const { supportEmail } = useBrand();
  // The sheet follows the cart as the server last priced it (a saved address brings its tax). The
  // server refuses when the wallet's address prices it otherwise; the cart is read again, so the
  // next sheet asks for the new total.
  const wallet = useMemo(
    () => ({
      request: cartWalletRequest(cart),
      pay: (payment: WalletPayment, checkoutAttemptId: string) =>
        expressCheckOutCart(cart.id, { ...payment, approvedTotalCents: cart.totalCents }, checkoutAttemptId).catch(async (error: unknown) => {
          await addressChanged();
          throw error;
        }),
    }),
    [cart, addressChanged],
  );
  return (
    <CartOrderCheckout
      attemptScope={`shop-cart.${cart.id}`}
      placeOrder={(checkoutAttemptId) => checkOutCart(cart.id, checkoutAttemptId)}
      wallet={wallet}
      supportEmail={supportEmail}
      onPlaced={placed}
      onAddressSaved={addressChanged}
      notify={push}
    />
  );
}
