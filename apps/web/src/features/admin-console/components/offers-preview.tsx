import type { ComponentType } from 'react';
import type { ProductSelectionData } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { cardOfItem } from '@app/domain/selection';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import type { OffersPreviewState, PreviewCategory } from '../hooks/use-offers-preview';

const TEXT = STAFF_MESSAGES.adminOffers;
const CATEGORY_OPTIONS = Object.entries(TEXT.previewCategories).map(([value, label]) => ({
  value,
  label,
}));

/** The patient's order summary of a selection, given by the app (the checkout's). */
export type OrderSummaryComponent = ComponentType<{ selection: ProductSelectionData }>;

interface OffersPreviewProps {
  brandId: number;
  preview: OffersPreviewState;
  /** True while the form differs from what the preview shows. */
  isStale: boolean;
  /** Draws the preview of the form's settings, once they pass the rules. */
  onPreview: () => void;
  OrderSummary: OrderSummaryComponent;
}

/**
 * What a new patient of the brand would see with the form's settings (ADR 163): the category to
 * preview and its button, then the trial offer's note, the recommended routine under the routine
 * heading, the gift and the patient's own order summary.
 */
export function OffersPreview({
  brandId,
  preview,
  isStale,
  onPreview,
  OrderSummary,
}: OffersPreviewProps) {
  const { drawn } = preview;
  const headingId = `admin-offers-${brandId}-preview`;
  return (
    <div className="admin-offers__preview">
      <div className="admin-toolbar">
        <div className="admin-filter">
          <SelectField
            id={`${headingId}-category`}
            name="category"
            label={TEXT.previewCategory}
            options={CATEGORY_OPTIONS}
            value={preview.category}
            onChange={(event) => preview.setCategory(event.target.value as PreviewCategory)}
          />
        </div>
        <Button variant="secondary" isLoading={drawn.status === 'loading'} onClick={onPreview}>
          {TEXT.preview}
        </Button>
      </div>
      <p role="status" className="admin-notice">
        {drawn.status === 'loading' ? TEXT.previewLoading : isStale ? TEXT.previewStale : ''}
      </p>
      {drawn.status === 'error' ? (
        <div role="alert" className="load-status load-status--error">
          {drawn.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {drawn.status === 'ready' ? (
        <section aria-labelledby={headingId}>
          <h2 id={headingId}>{TEXT.previewHeading}</h2>
          <p className="admin-offers__note">{TEXT.previewIntro}</p>
          <PreviewRoutine selection={drawn.data} />
          <OrderSummary selection={drawn.data} />
        </section>
      ) : null}
    </div>
  );
}

/** The trial offer's note and small print, the routine's products by name under its heading, and the gift. */
function PreviewRoutine({ selection }: { selection: ProductSelectionData }) {
  const { introOffer, giftWithPurchaseData: gift } = selection;
  const lines = selection.initialSelectedItemIds.flatMap((itemId) => {
    const card = cardOfItem(selection.cards, itemId);
    return card ? [{ itemId, name: card.lineItemName }] : [];
  });
  return (
    <>
      <dl className="admin-offers__terms">
        <dt>{TEXT.offer}</dt>
        <dd>{introOffer.priceNote}</dd>
      </dl>
      {introOffer.footnote ? <p className="admin-offers__note">{introOffer.footnote}</p> : null}
      <h3>{selection.flags.yourRoutineEssentialsCopy}</h3>
      <ul aria-label={TEXT.routine}>
        {lines.map((line) => (
          <li key={line.itemId}>{line.name}</li>
        ))}
      </ul>
      {gift ? (
        <dl className="admin-offers__terms">
          <dt>{TEXT.gift}</dt>
          <dd>{gift.name}</dd>
        </dl>
      ) : null}
    </>
  );
}
