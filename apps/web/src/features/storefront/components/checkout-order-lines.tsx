import type { StorefrontCartLine } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';

const TEXT = STOREFRONT_MESSAGES.storefront;

/** The order's lines as the checkout's summary lists them: product, option, quantity and the server's amount. */
export function CheckoutOrderLines({ lines }: { lines: readonly StorefrontCartLine[] }) {
  return (
    <ul className="shop-checkout__lines">
      {lines.map((line) => (
        <li key={line.id} className="shop-checkout__line">
          <span className="shop-checkout__line-name">
            {line.productName}
            {line.optionName ? <span className="shop-checkout__line-option">{line.optionName}</span> : null}
            <span className="shop-checkout__line-quantity">{fillTemplate(TEXT.quantityTimes, { count: line.quantity })}</span>
          </span>
          <span className="shop-checkout__line-amount">{formatUsd(line.lineCents)}</span>
        </li>
      ))}
    </ul>
  );
}
