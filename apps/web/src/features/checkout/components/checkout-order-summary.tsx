import type { ProductSelectionData } from '@app/domain/contracts';
import { nextBox, summarizeSelection, summaryProductLooks } from '@app/domain/selection';
import { PriceSummary } from '../../../components/ui/order-summary/price-summary';

/** The saved box's order summary beside the checkout's cards ("Today's total", 001 §2.4), as the server prices it. */
export function CheckoutOrderSummary({ selection }: { selection: ProductSelectionData }) {
  const summary = summarizeSelection({
    data: selection,
    selectedItemIds: selection.initialSelectedItemIds,
    purchaseContext: selection.initialPurchaseContext,
    claim: selection.initialPromotionClaim,
    tax: selection.tax,
  });
  return (
    <aside className="checkout-page__summary" aria-label="Your order">
      <PriceSummary
        summary={summary}
        productLooks={summaryProductLooks(selection, selection.initialSelectedItemIds)}
        gift={selection.giftWithPurchaseData}
        nextBox={nextBox(selection, selection.initialSelectedItemIds)}
        nextBoxTax={selection.nextBoxTax}
        isUpdating={false}
      />
    </aside>
  );
}
