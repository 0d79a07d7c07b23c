import type { ShopVariant } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';

const TEXT = STOREFRONT_MESSAGES.storefront;

/** A variant's price; on sale, the list price struck through and "Sale" (read out as one phrase). */
export function PriceTag({ variant }: { variant: Pick<ShopVariant, 'priceCents' | 'compareAtCents'> }) {
  const price = formatUsd(variant.priceCents);
  if (variant.compareAtCents <= variant.priceCents) {
    return <p className="shop-price">{price}</p>;
  }
  const compareAt = formatUsd(variant.compareAtCents);
  return (
    <p className="shop-price">
      <span className="visually-hidden">{fillTemplate(TEXT.salePrice, { price, compareAt })}</span>
      <span aria-hidden="true">
        <span className="shop-price__sale">{price}</span> <s className="shop-price__was">{compareAt}</s>{' '}
        <span className="shop-price__badge">{TEXT.sale}</span>
      </span>
    </p>
  );
}
