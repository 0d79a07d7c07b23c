import type { StorefrontCart } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';

const TEXT = STOREFRONT_MESSAGES.storefront;

/** The cart's figures as the server computed them: subtotal, discount (with its code), shipping, tax estimate, total. */
export function CartTotals({ cart }: { cart: StorefrontCart }) {
  const code = cart.discountCodes.find((discount) => discount.applicable)?.code;
  const discountLabel = code ? fillTemplate(TEXT.discountWithCode, { code }) : TEXT.discount;
  const rows: [label: string, value: string][] = [
    [TEXT.subtotal, formatUsd(cart.subtotalCents)],
    ...(cart.discountCents > 0 ? [[discountLabel, `−${formatUsd(cart.discountCents)}`] as [string, string]] : []),
    [TEXT.shipping, cart.shippingCents === 0 ? TEXT.freeShipping : formatUsd(cart.shippingCents)],
    [TEXT.taxEstimate, cart.taxEstimateCents === null ? TEXT.taxAtCheckout : formatUsd(cart.taxEstimateCents)],
  ];
  return (
    <dl className="shop-totals">
      {rows.map(([label, value]) => (
        <div key={label} className="shop-totals__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="shop-totals__row shop-totals__total">
        <dt>{TEXT.total}</dt>
        <dd>{formatUsd(cart.totalCents)}</dd>
      </div>
    </dl>
  );
}
