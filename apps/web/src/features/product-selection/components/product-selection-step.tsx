import { useEffect, useMemo, useRef, useState } from 'react';
import type { FlashMessage, ProductSelectionData, SelectionCard } from '@app/domain/contracts';
import type { FlowId } from '@app/domain/flows';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { cardPriceView, hasRxSelected, summaryProductLooks } from '@app/domain/selection';
import { BackControl } from '../../../components/ui/back-control';
import { Button } from '../../../components/ui/button';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import type { FlowStepProps } from '../../../lib/flow-step';
import type { SelectionRequest } from '../api/get-selection-data';
import { useHairWhatChanges } from '../hooks/use-hair-what-changes';
import { useProductSelection, type ProductSelection } from '../hooks/use-product-selection';
import { usePromoCode } from '../hooks/use-promo-code';
import { useViewedMark } from '../hooks/use-viewed-mark';
import { submitSelection } from '../utils/submit-selection';
import { CheckoutButtonBlock } from './checkout-button-block';
import { HairPromoCard } from './hair-promo-card';
import { PriceSummary } from '../../../components/ui/order-summary/price-summary';
import { ProductCardList } from './product-card-list';
import { ProductModal } from './product-modal';
import { PromoSection } from './promo-section';
import { SubscriptionCallout } from './subscription-callout';
import './product-selection.css';

export interface ProductSelectionStepProps extends FlowStepProps {
  /** Shows a flash message: the selection rules' "Whoops!" and the option swatch's "Product option selected". */
  notify: (message: FlashMessage) => void;
}

const TEXT = MESSAGES.selection;

/**
 * The recommended routine (001 §2.1): the Rx cards, the products to add, the price summary with
 * the promo section, the subscription callout and "Check out now", which saves the box and moves
 * on to checkout.
 */
export function ProductSelectionStep({ visit, onDone, backPath, notify }: ProductSelectionStepProps) {
  const request = useMemo<SelectionRequest>(
    () => ({ flow: visit.flow as FlowId, brand: visit.brand, treatmentCategory: visit.treatmentCategory }),
    [visit.flow, visit.brand, visit.treatmentCategory],
  );
  const [isSubmitting, setIsSubmitting] = useState(false);
  const selection = useProductSelection(request, `selection.${visit.uuid}`, notify, isSubmitting);
  const data = selection.loaded.status === 'ready' ? selection.loaded.data : undefined;
  useViewedMark(request, data?.hasViewedProductSelectionPage);
  const whatChanges = useHairWhatChanges(visit.flow === 'new-treatment-hair');
  const promo = usePromoCode(request, data?.initialPromotionClaim ?? null, selection.reload);
  const [isApplyingOffer, setIsApplyingOffer] = useState(false);
  const [openCardKey, setOpenCardKey] = useState<string | undefined>();

  // 001 §4 "Promo": a promotion offered but not claimed is applied once, on the first view.
  const hasTriedOffer = useRef(false);
  useEffect(() => {
    if (!data || hasTriedOffer.current) {
      return;
    }
    hasTriedOffer.current = true;
    if (data.promotion && !data.initialPromotionClaim && !data.hasViewedProductSelectionPage) {
      void promo.apply(data.promotion.code);
    }
  }, [data, promo]);

  if (selection.loaded.status === 'loading') {
    return <LoadingScreen />;
  }
  if (!data || !selection.summary) {
    return (
      <section className="page page--narrow" role="alert">
        <h1>Sorry!</h1>
        <p>{TEXT.loadError}</p>
        <Button onClick={() => void selection.reload()}>{TEXT.tryAgain}</Button>
      </section>
    );
  }

  async function checkout() {
    if (!data) {
      return;
    }
    setIsSubmitting(true);
    const failures = await submitSelection(request, data.initialPurchaseContext, selection.selected);
    if (failures.length === 0) {
      await onDone();
      return;
    }
    failures.forEach((content) => notify({ type: 'critical', content }));
    setIsSubmitting(false);
  }

  async function applyOffer(code: string) {
    setIsApplyingOffer(true);
    const failure = await promo.apply(code);
    setIsApplyingOffer(false);
    if (failure) {
      notify({ type: 'critical', content: failure });
    }
  }

  const firstname = data.patient.firstname;
  const claim = data.initialPromotionClaim;
  const isSkin = data.treatmentCategory === 'skin';
  return (
    <div className="page selection-page">
      <h1>{firstname ? fillTemplate(TEXT.heading, { firstname }) : TEXT.headingNoName}</h1>
      <div className="selection-page__layout">
        <div className="selection-page__products">
          <ProductCardList
            data={data}
            selection={selection}
            whatChanges={whatChanges}
            isSubmitting={isSubmitting}
            onOpen={setOpenCardKey}
          />
          {data.promotion && !isSkin ? (
            <HairPromoCard
              promotion={data.promotion}
              isApplied={claim?.promotionCodeId === data.promotion.id}
              isApplying={isApplyingOffer}
              onApply={() => void applyOffer(data.promotion!.code)}
            />
          ) : null}
        </div>
        <aside className="selection-page__summary" aria-label={TEXT.productsHeading}>
          <PriceSummary
            summary={selection.summary}
            productLooks={summaryProductLooks(data, selection.selected)}
            gift={data.giftWithPurchaseData}
            nextBox={selection.nextBox}
            // The server's estimate is of the box as last saved; while products are being chosen
            // it says only that tax comes on top (none where the state has no sales tax).
            nextBoxTax={data.nextBoxTax === 0 ? 0 : null}
            isUpdating={selection.isUpdating}
          />
          {data.flags.showPromoSection && isSkin ? (
            <PromoSection
              applied={claim ? { code: claim.code, amount: selection.summary.promotion?.amount } : null}
              onApply={promo.apply}
              onRemove={promo.remove}
            />
          ) : null}
          <SubscriptionCallout
            checkoutMode={data.checkoutMode}
            category={data.treatmentCategory}
            flags={data.flags}
            introOffer={data.introOffer}
            nextBox={selection.nextBox}
          />
          <CheckoutButtonBlock
            hasRx={hasRxSelected(selection.selected, data.cards)}
            isSubmitting={isSubmitting}
            isPaymentRequired={data.checkoutPaymentDetails.isCollectionRequired || data.checkoutPaymentDetails.isPaymentRequired}
            onCheckout={() => void checkout()}
          />
          {backPath ? <BackControl to={backPath} /> : null}
        </aside>
      </div>
      <OpenProductModal data={data} selection={selection} cardKey={openCardKey} isSubmitting={isSubmitting} onClose={() => setOpenCardKey(undefined)} />
    </div>
  );
}

function OpenProductModal(props: {
  data: ProductSelectionData;
  selection: ProductSelection;
  cardKey: string | undefined;
  isSubmitting: boolean;
  onClose: () => void;
}) {
  const card: SelectionCard | undefined = props.data.cards.find((candidate) => candidate.key === props.cardKey);
  if (!card) {
    return null;
  }
  const shown = props.selection.shownItemOf(card);
  return (
    <ProductModal
      card={card}
      price={shown === undefined ? undefined : cardPriceView(props.data, card, shown, props.data.initialPurchaseContext)}
      shownItemId={shown}
      isSubmitting={props.isSubmitting}
      onPickOption={(itemId) => props.selection.pickOption(card, itemId)}
      onClose={props.onClose}
    />
  );
}
