import type { SelectionCard } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import type { CardPriceView } from '@app/domain/selection';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ProductDetails } from '../../../components/ui/product-details';
import { CardColorSwatches } from './color-swatches';
import { PriceLine } from '../../../components/ui/order-summary/price-line';
import { ProductRating } from '../../../components/ui/product-rating';
import { RxMark } from '../../../components/ui/order-summary/rx-mark';

interface ProductModalProps {
  card: SelectionCard;
  price: CardPriceView | undefined;
  shownItemId: number | undefined;
  isSubmitting: boolean;
  onPickOption: (itemId: number) => void;
  onClose: () => void;
}

/**
 * The product detail modal (001 §2.1), 548 px wide: image, price, rating note, the recommendation
 * callout, why it is special, how to use, featured and full ingredients, swatches, Done. A card
 * without modal content is an error, not an empty dialog.
 */
export function ProductModal({ card, price, shownItemId, isSubmitting, onPickOption, onClose }: ProductModalProps) {
  const modal = card.modal as SelectionCard['modal'] | undefined;
  if (!modal) {
    throw new Error(fillTemplate(MESSAGES.selection.missingModal, { name: card.name }));
  }
  const headingId = `product-modal-${card.key}`;
  return (
    <ModalDialog labelledBy={headingId} className="product-modal" onClose={onClose} closeLabel={MESSAGES.selection.done}>
      <h2 id={headingId} className="product-modal__title">
        {modal.title}
        {modal.titleIsRx ? (
          <>
            {' '}
            <RxMark />
          </>
        ) : null}
      </h2>
      <img className="product-modal__image" src={modal.image.url} alt={modal.image.alt} width={200} height={200} />
      <p className="product-modal__volume">{modal.volume}</p>
      {price ? <PriceLine price={price} /> : null}
      {card.rating !== undefined ? (
        <>
          <ProductRating rating={card.rating} numReviews={card.numReviews} />
          <p className="product-modal__note">{MESSAGES.selection.ratingNote}</p>
        </>
      ) : null}
      {card.recommendationText ? <p className="product-modal__callout">{card.recommendationText.modalCallout}</p> : null}
      <p className="product-modal__tagline">{modal.tagline}</p>
      <p>{modal.description}</p>
      <CardColorSwatches card={card} shownItemId={shownItemId} onPick={onPickOption} isDisabled={isSubmitting} />
      <ProductDetails content={modal} note={card.isRx ? MESSAGES.selection.ingredientsNote : undefined} />
    </ModalDialog>
  );
}
