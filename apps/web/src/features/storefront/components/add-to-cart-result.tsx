import { Link } from 'react-router';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import type { AddOutcome } from '../hooks/use-add-to-cart';

/**
 * What "Add to cart" came to, beside the button: a polite status with the way to the cart, or the
 * server's refusal as an alert ("A cart holds up to 10 products…"). The live region is always
 * there so the first message is announced.
 */
export function AddToCartResult({ outcome }: { outcome: AddOutcome }) {
  return (
    <div className="shop-add__result" role={outcome?.ok === false ? 'alert' : 'status'}>
      {outcome === null ? null : outcome.ok ? (
        <p className="shop-add__added">
          {outcome.message} <Link to="/shop/cart">{STOREFRONT_MESSAGES.storefront.cartHeading}</Link>
        </p>
      ) : (
        <p className="shop-add__refused">{outcome.message}</p>
      )}
    </div>
  );
}
