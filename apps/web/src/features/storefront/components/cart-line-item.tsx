import { Link } from 'react-router';
import type { StorefrontCartLine } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import { Button } from '../../../components/ui/button';
import { QuantitySelect } from './quantity-select';

const TEXT = STOREFRONT_MESSAGES.storefront;

interface CartLineItemProps {
  line: StorefrontCartLine;
  maxQuantity: number;
  isPending: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One line of the cart: the product and its option, its quantity, its amount (the server's) and Remove. */
export function CartLineItem({ line, maxQuantity, isPending, onQuantity, onRemove }: CartLineItemProps) {
  const name = line.optionName ? `${line.productName}, ${line.optionName}` : line.productName;
  return (
    <li className="shop-line" aria-busy={isPending || undefined}>
      <img className="shop-line__image" src={line.image.url} alt={line.image.alt} width={72} height={72} />
      <div className="shop-line__about">
        <Link to={`/shop/${line.productHandle}`} className="shop-line__name">
          {line.productName}
        </Link>
        {line.optionName ? <p className="shop-line__option">{line.optionName}</p> : null}
        <p className="shop-line__unit">
          {line.compareAtUnitCents > line.unitCents ? <s>{formatUsd(line.compareAtUnitCents)}</s> : null} {formatUsd(line.unitCents)}
        </p>
      </div>
      <QuantitySelect
        id={`shop-line-${line.id}-quantity`}
        label={fillTemplate(TEXT.quantityOf, { name })}
        isLabelHidden
        value={line.quantity}
        max={maxQuantity}
        onChange={onQuantity}
      />
      <p className="shop-line__amount">{formatUsd(line.lineCents)}</p>
      <Button variant="link" className="shop-line__remove" isLoading={isPending} onClick={onRemove} aria-label={fillTemplate(TEXT.removeLine, { name })}>
        {TEXT.remove}
      </Button>
    </li>
  );
}
