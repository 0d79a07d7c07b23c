import type { SelectionCard } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import type { CardPriceView } from '@app/domain/selection';
import { Button } from '../../../components/ui/button';
import { CardColorSwatches } from './color-swatches';
import { openOnCardClick } from './open-on-card-click';
import { PriceLine } from '../../../components/ui/order-summary/price-line';
import { ProductRating } from '../../../components/ui/product-rating';

interface OtcCardProps {
  card: SelectionCard;
  price: CardPriceView | undefined;
  isSelected: boolean;
  shownItemId: number | undefined;
  /** The skinny trial's single card, laid out horizontally (001 §2.1). */
  isHorizontal?: boolean;
  isSubmitting: boolean;
  onToggle: () => void;
  onPickOption: (itemId: number) => void;
  onOpen: () => void;
}

/** An OTC card (001 §2.1): image, name, price with the sale, rating, description, colours, Add/Remove. */
export function OtcCard({ card, price, isSelected, shownItemId, isHorizontal = false, isSubmitting, onToggle, onPickOption, onOpen }: OtcCardProps) {
  const image = card.images[0];
  const classes = ['product-card', 'product-card--otc', isSelected ? 'product-card--selected' : '', isHorizontal ? 'product-card--horizontal' : ''];
  return (
    <article className={classes.filter(Boolean).join(' ')} onClick={openOnCardClick(onOpen)}>
      {image ? <img className="product-card__image" src={image.url} alt={image.alt} width={200} height={200} /> : null}
      <div className="product-card__body">
        {card.recommendationText ? <p className="product-card__tag">{card.recommendationText.label}</p> : null}
        <h3 className="product-card__name">
          <button type="button" className="product-card__open" onClick={onOpen} aria-label={fillTemplate(MESSAGES.selection.seeDetails, { name: card.name })}>
            {card.name}
          </button>
        </h3>
        {price ? <PriceLine price={price} /> : null}
        <ProductRating rating={card.rating} numReviews={card.numReviews} />
        <p className="product-card__description">{card.bodyDescription}</p>
        <CardColorSwatches card={card} shownItemId={shownItemId} onPick={onPickOption} isDisabled={isSubmitting} />
        <Button
          variant={isSelected ? 'secondary' : 'primary'}
          className="product-card__toggle"
          onClick={onToggle}
          aria-label={fillTemplate(isSelected ? MESSAGES.selection.removeNamed : MESSAGES.selection.addNamed, { name: card.name })}
        >
          {isSelected ? MESSAGES.selection.remove : MESSAGES.selection.add}
        </Button>
      </div>
    </article>
  );
}
