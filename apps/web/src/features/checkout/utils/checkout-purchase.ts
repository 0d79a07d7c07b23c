import { type PurchaseType, walletPaymentRequest, type WalletRequest } from '@app/domain/checkout';
import type { ProductSelectionData } from '@app/domain/contracts';
import { shipmentEveryDays, priceSelection, nextBox, summaryHeader } from '@app/domain/selection';

/** What the box sells as (001 §3 purchase types): the one-time cart, a trial, or a subscription. */
export function purchaseTypeOf(selection: ProductSelectionData): PurchaseType {
  if (selection.checkoutMode === 'Cart') {
    return 'cart';
  }
  return selection.checkoutMode === 'Trial' && selection.initialPurchaseContext === 'trial' ? 'trial' : 'subscription';
}

/** The activation's body: the trial's shipmentFrequency is 60, or 30 with the small-bottle flag (001 §7.2). */
export function activationBody(selection: ProductSelectionData, checkoutAttemptId: string) {
  const purchaseType = purchaseTypeOf(selection);
  return {
    treatmentCategoryId: selection.treatmentCategory === 'hair' ? 2 : 1,
    checkoutAttemptId,
    ...(purchaseType === 'trial' ? { shipmentFrequency: shipmentEveryDays(selection.flags) } : {}),
  };
}

/** The wallet's payment sheet for the saved box (001 §9), from the same figures as the summary. */
export function walletRequestOf(selection: ProductSelectionData): WalletRequest {
  const priced = priceSelection({
    data: selection,
    selectedItemIds: selection.initialSelectedItemIds,
    purchaseContext: selection.initialPurchaseContext,
    claim: selection.initialPromotionClaim,
    tax: selection.tax,
  });
  return walletPaymentRequest({
    header: summaryHeader(selection),
    itemsCents: priced.lines.reduce((sum, line) => sum + line.finalCents, 0),
    // The sheet has one Discount line (001 §9): account credit pays there too, so its lines add up to the charge.
    discountCents: priced.totals.discount + priced.totals.credit,
    shippingCents: selection.shipping,
    consultationCents: selection.dermatologyConsultation,
    handlingCents: selection.flags.noTaxOnTrials ? 0 : selection.handling,
    taxCents: priced.totals.totalWithTax + priced.totals.credit - priced.totals.total,
    totalCents: priced.totals.totalWithTax,
    nextBoxCents: nextBox(selection, selection.initialSelectedItemIds)?.amount,
  });
}
