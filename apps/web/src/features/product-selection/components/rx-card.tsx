import type { SelectionCard } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import type { CardPriceView } from '@app/domain/selection';
import { ImageCarousel } from './image-carousel';
import { IngredientTabs } from './ingredient-tabs';
import { openOnCardClick } from './open-on-card-click';
import { PriceLine } from '../../../components/ui/order-summary/price-line';
import { RxMark } from '../../../components/ui/order-summary/rx-mark';

interface RxCardProps {
  card: SelectionCard;
  price: CardPriceView | undefined;
  isSelected: boolean;
  /** The only Rx card: always in the box, marked "Required", with a check icon instead of a checkbox. */
  isRequired: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

/** An Rx card (001 §2.1): carousel, name with the Rx mark, price, claim, description, callout, ingredient tabs, select. */
export function RxCard({ card, price, isSelected, isRequired, onToggle, onOpen }: RxCardProps) {
  return (
    <article className={['product-card', 'product-card--rx', isSelected ? 'product-card--selected' : ''].filter(Boolean).join(' ')} onClick={openOnCardClick(onOpen)}>
      <ImageCarousel images={card.images} className="product-card__images" />
      <div className="product-card__body">
        {card.recommendationText ? <p className="product-card__tag">{card.recommendationText.label}</p> : null}
        <h3 className="product-card__name">
          <button type="button" className="product-card__open" onClick={onOpen} aria-label={fillTemplate(MESSAGES.selection.seeDetails, { name: card.name })}>
            {card.name}
          </button>{' '}
          <RxMark />
        </h3>
        {price ? <PriceLine price={price} /> : null}
        {card.claim ? (
          <p className="product-card__claim" title={card.claim.disclaimer}>
            {card.claim.short}
          </p>
        ) : null}
        <p className="product-card__description">{card.bodyDescription}</p>
        {card.callout ? <p className="product-card__callout">{card.callout}</p> : null}
        <IngredientTabs ingredients={card.ingredients} />
        <div className="product-card__select">
          {isRequired ? (
            <p className="product-card__required">
              <span className="product-card__check" aria-hidden="true">
                ✓
              </span>
              <span>{MESSAGES.selection.required}</span>
            </p>
          ) : (
            <label className="product-card__checkbox">
              <input type="checkbox" checked={isSelected} onChange={onToggle} />
              <span>{fillTemplate(MESSAGES.selection.selectNamed, { name: card.name })}</span>
            </label>
          )}
        </div>
      </div>
    </article>
  );
}
