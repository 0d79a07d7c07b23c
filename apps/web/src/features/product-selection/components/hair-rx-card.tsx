import type { SelectionCard } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import type { CardPriceView } from '@app/domain/selection';
import { ImageCarousel } from './image-carousel';
import { PriceLine } from '../../../components/ui/order-summary/price-line';
import { RxMark } from '../../../components/ui/order-summary/rx-mark';

interface HairRxCardProps {
  card: SelectionCard;
  price: CardPriceView | undefined;
  /** The new-treatment hair flow's what-changes list: shown as "Made to treat:" instead of the "Made for" tags. */
  whatChanges: readonly string[] | undefined;
  onOpen: () => void;
}

/** The single hair Rx card (001 §2.1): "{name} Rx for hair growth", "See ingredients and more", its tags. */
export function HairRxCard({ card, price, whatChanges, onOpen }: HairRxCardProps) {
  const treats = whatChanges && whatChanges.length > 0;
  const tags = treats ? whatChanges : (card.madeFor ?? []);
  return (
    <article className="product-card product-card--rx product-card--hair product-card--selected">
      <ImageCarousel images={card.images} className="product-card__images" />
      <div className="product-card__body">
        <h3 className="product-card__name">
          {fillTemplate(MESSAGES.selection.hairRxTitle, { name: card.name })} <RxMark />
        </h3>
        {price ? <PriceLine price={price} /> : null}
        <p className="product-card__description">{card.bodyDescription}</p>
        <button type="button" className="link-button product-card__more" onClick={onOpen}>
          {MESSAGES.selection.seeIngredients}
        </button>
        <p className="product-card__tags-label">{treats ? MESSAGES.selection.madeToTreat : MESSAGES.selection.madeFor}</p>
        <ul className="product-card__tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <p className="product-card__required">
          <span className="product-card__check" aria-hidden="true">
            ✓
          </span>
          <span>{MESSAGES.selection.required}</span>
        </p>
      </div>
    </article>
  );
}
