import type { PurchaseType } from '@app/domain/checkout';
import { MESSAGES } from '@app/domain/messages';
import { priceSelection, type PricedSelection, cardOfItem, nextBox, upsellsOfBox, type NextBox, type SelectionPricingData } from '@app/domain/selection';
import { boxPriceCents, boxSubtotalCents } from '@app/domain/subscriptions';
import { upsellLaterCents } from '@app/domain/upsells';
import type { PatientRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { boxProblem, contextForCategory, estimatedTax, resubscribeProblem, sellableProblem, taxInPatientState, type SelectionDeps, type SellingContext, type TaxedContext } from './selling-context';


/** The saved box of a category priced for checkout: what is charged today and what the later boxes hold. */
export interface PricedBox {
  context: SellingContext;
  purchaseType: PurchaseType;
  itemIds: number[];
  priced: PricedSelection;
  nextBox: NextBox | undefined;
  nextBoxItems: { itemId: number; name: string; isRx: boolean; isRequired: boolean; priceCents: number }[];
}

/** What a box sells as (001 §3 purchase types): a trial, a subscription's first box, or a cart. */
export function purchaseTypeOf(context: Pick<SellingContext, 'checkoutMode' | 'purchaseContext'>): PurchaseType {
  if (context.checkoutMode === 'Cart') {
    return 'cart';
  }
  return context.checkoutMode === 'Trial' && context.purchaseContext === 'trial' ? 'trial' : 'subscription';
}

/**
 * The box the patient saved at "Check out now" for the category, priced by the domain from the
 * catalogue, the brand's offer, the open claim and the estimated tax: the one figure checkout
 * charges (ADR 106). Refused when no box was saved or it can no longer be sold.
 */
export async function pricedSavedBox(deps: SelectionDeps, patient: PatientRow, treatmentCategoryId: number): Promise<PricedBox> {
  const context = await contextForCategory(deps, patient, patient.brandId, treatmentCategoryId);
  const itemIds = context.saved?.selectedItemIds;
  // A resubscription under its minimum says so (000 §5), rather than that no box was saved.
  const resubscribe = itemIds && !sellableProblem(context, itemIds) ? resubscribeProblem(context, itemIds) : undefined;
  if (resubscribe) {
    throw new AppError('VALIDATION_FAILED', resubscribe);
  }
  if (!itemIds || context.visit.facts.selectionConfirmed !== true || boxProblem(context, itemIds)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.payment.boxNotSaved);
  }
  const tax = await estimatedTax(deps, context, itemIds);
  const priced = priceSelection({ data: context.pricing, selectedItemIds: itemIds, purchaseContext: context.purchaseContext, claim: context.claim, tax });
  const next = nextBox(context.pricing, itemIds);
  const nextBoxItems = next ? nextBoxItemsOf(context.pricing, itemIds, next.everyDays) : [];
  return { context, purchaseType: purchaseTypeOf(context), itemIds, priced, nextBox: next, nextBoxItems };
}

/**
 * The estimated tax of "Your next box" (issue 29 item 3): on its products as the subscription will
 * store them (`nextBoxItemsOf`), as its first renewal taxes them; null without a next box or a
 * state on file.
 */
export async function estimatedNextBoxTax(deps: Pick<SelectionDeps, 'taxEstimator'>, context: TaxedContext, itemIds: readonly number[]): Promise<number | null> {
  const next = nextBox(context.pricing, itemIds);
  if (!next) {
    return null;
  }
  return (await taxInPatientState(deps, context, boxSubtotalCents(nextBoxItemsOf(context.pricing, itemIds, next.everyDays)))) ?? null;
}

/**
 * What each later box of a selection holds: its products at their full-size price for a box of
 * `everyDays`, and each accepted offer at what it adds to such a box (ADR 108).
 */
export function nextBoxItemsOf(pricing: SelectionPricingData, itemIds: readonly number[], everyDays: number): PricedBox['nextBoxItems'] {
  return [
    ...itemIds.map((itemId) => {
      const card = cardOfItem(pricing.cards, itemId)!;
      const full = pricing.prices.fullSizeItemPrices[itemId]?.finalAmount ?? 0;
      // The prescription the box is for stays on it: the patient cannot take it off later.
      return { itemId, name: card.lineItemName, isRx: card.isRx, isRequired: card.isRx, priceCents: boxPriceCents(full, everyDays) };
    }),
    // Each accepted offer's full size at what it adds to a box of this length (ADR 108).
    ...upsellsOfBox(pricing, itemIds).map((line) => ({
      itemId: line.laterItemId,
      name: line.name,
      isRx: line.isRx,
      isRequired: false,
      priceCents: upsellLaterCents(line, everyDays),
    })),
  ];
}
