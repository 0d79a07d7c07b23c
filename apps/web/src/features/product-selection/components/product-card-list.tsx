import { useRef } from 'react';
import type { ProductSelectionData, SelectionCard } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { cardPriceView } from '@app/domain/selection';
import type { ProductSelection } from '../hooks/use-product-selection';
import { HairRxCard } from './hair-rx-card';
import { OtcCard } from './otc-card';
import { RxCard } from './rx-card';

interface ProductCardListProps {
  data: ProductSelectionData;
  selection: ProductSelection;
  whatChanges: readonly string[] | undefined;
  isSubmitting: boolean;
  onOpen: (cardKey: string) => void;
}

const TEXT = MESSAGES.selection;

/**
 * The page's products in the order of 001 §2.1: the Rx cards (and the add-on Rx cards), the
 * "Explore other products" area, then the OTC cards: recommended essentials and add-ons.
 */
export function ProductCardList({ data, selection, whatChanges, isSubmitting, onOpen }: ProductCardListProps) {
  const addOnsHeading = useRef<HTMLHeadingElement>(null);
  const priceOf = (card: SelectionCard) => {
    const itemId = selection.shownItemOf(card);
    return itemId === undefined ? undefined : cardPriceView(data, card, itemId, data.initialPurchaseContext);
  };
  const rxCard = (card: SelectionCard, isRequired: boolean) =>
    card.category === 'hair' ? (
      <HairRxCard key={card.key} card={card} price={priceOf(card)} whatChanges={whatChanges} onOpen={() => onOpen(card.key)} />
    ) : (
      <RxCard
        key={card.key}
        card={card}
        price={priceOf(card)}
        isSelected={selection.isSelected(card)}
        isRequired={isRequired}
        onToggle={() => selection.toggle(card)}
        onOpen={() => onOpen(card.key)}
      />
    );
  const recommended = data.otcCards.filter((card) => card.recommended);
  const addOns = data.otcCards.filter((card) => !card.recommended);
  const isSkinnyRow = data.flags.isSkinnyTrial && recommended.length === 1;
  const otcCard = (card: SelectionCard, isHorizontal = false) => (
    <OtcCard
      key={card.key}
      card={card}
      price={priceOf(card)}
      isSelected={selection.isSelected(card)}
      shownItemId={selection.shownItemOf(card)}
      isHorizontal={isHorizontal}
      isSubmitting={isSubmitting}
      onToggle={() => selection.toggle(card)}
      onPickOption={(itemId) => selection.pickOption(card, itemId)}
      onOpen={() => onOpen(card.key)}
    />
  );
  return (
    <>
      <section className="selection-section" aria-labelledby="rx-cards-heading">
        <h2 id="rx-cards-heading">{TEXT.rxSection}</h2>
        <div className="card-row card-row--rx">{data.rxCards.map((card) => rxCard(card, data.rxCards.length === 1))}</div>
      </section>
      {data.addOnRxCards.length > 0 ? (
        <section className="selection-section" aria-labelledby="add-on-rx-heading">
          <h2 id="add-on-rx-heading">{TEXT.addOnRxSection}</h2>
          <div className="card-row card-row--rx">{data.addOnRxCards.map((card) => rxCard(card, false))}</div>
        </section>
      ) : null}
      {addOns.length > 0 ? (
        <div className="explore-products">
          <p>{TEXT.exploreIntro}</p>
          <button
            type="button"
            className="link-button"
            onClick={() => {
              addOnsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              addOnsHeading.current?.focus({ preventScroll: true });
            }}
          >
            {TEXT.exploreOtherProducts}
          </button>
        </div>
      ) : null}
      {recommended.length > 0 ? (
        <section className="selection-section" aria-labelledby="essentials-heading">
          <h2 id="essentials-heading">{data.flags.yourRoutineEssentialsCopy}</h2>
          <div className={isSkinnyRow ? 'card-row card-row--single' : 'card-row'}>{recommended.map((card) => otcCard(card, isSkinnyRow))}</div>
        </section>
      ) : null}
      {addOns.length > 0 ? (
        <section className="selection-section" aria-labelledby="add-ons-heading">
          <h2 id="add-ons-heading" ref={addOnsHeading} tabIndex={-1}>
            {data.flags.addMoreToYourBoxCopy}
          </h2>
          <div className="card-row">{addOns.map((card) => otcCard(card))}</div>
        </section>
      ) : null}
    </>
  );
}
