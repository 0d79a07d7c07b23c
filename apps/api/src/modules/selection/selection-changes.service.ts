import type { PurchaseContext, SubscriptionItemsRequest } from '@app/domain/contracts';
import type { FlowId } from '@app/domain/flows';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { hasRxSelected, selectionProblem, summarizeSelection } from '@app/domain/selection';
import type { OrderTotal } from '@app/domain/pricing';
import type { PatientRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { findCurrentVisit, reportVisitFact } from '../visits';
import { markSelectionViewed, savePurchaseContext, saveSelectedItems } from './selection.repository';
import { reportOffersForBox } from './upsells.service';
import {
  boxProblem,
  checkoutModeOrRefuse,
  contextForCategory,
  estimatedTax,
  refuseOtherBrandOrCategory,
  type SelectionDeps,
  type SellingContext,
} from './selling-context';

const refused = (message: string) => new AppError('VALIDATION_FAILED', message);

/** Set patient viewed at (001 §4 "Page view"): the first view of the flow's selection page, kept once. */
export async function markViewed(
  deps: SelectionDeps,
  patient: PatientRow,
  flow: FlowId,
  request: { brand: number; treatmentCategory: number },
  now = new Date(),
): Promise<{ viewedAt: string }> {
  checkoutModeOrRefuse(flow);
  refuseOtherBrandOrCategory(patient, flow, request);
  const visit = await findCurrentVisit(deps.db, patient.id, flow);
  if (!visit) {
    throw new AppError('NOT_FOUND', MESSAGES.selection.noVisit);
  }
  return { viewedAt: (await markSelectionViewed(deps.db, visit, now)).toISOString() };
}

/** Why the products put off to a later box cannot be kept, or undefined. */
function deferredProblem(context: SellingContext, itemIds: readonly number[], deferred: readonly number[]): string | undefined {
  if (deferred.length === 0) {
    return undefined;
  }
  if (context.purchaseContext === 'onetime') {
    return MESSAGES.selection.oneTimeFixed;
  }
  const both = deferred.find((id) => itemIds.includes(id));
  if (both !== undefined) {
    return fillTemplate(MESSAGES.selection.deferredSelected, { id: both });
  }
  return selectionProblem(deferred, context.offer.cards, { context: context.purchaseContext });
}

/**
 * Update selected items (001 §3, §7.2; "Check out now"): the box is checked against the routine
 * offered to the patient, the selection rules and the one-time fixed box, then saved with the
 * visit's selection step done, together. Item ids only: whatever else is sent is never read.
 */
export async function saveSubscriptionItems(
  deps: SelectionDeps,
  patient: PatientRow,
  request: SubscriptionItemsRequest,
  now = new Date(),
): Promise<{ selectedItemIds: number[]; totals: OrderTotal }> {
  const context = await contextForCategory(deps, patient, request.brand, request.treatment_category);
  const itemIds = request.items.map((item) => item.item_id);
  const problem = boxProblem(context, itemIds) ?? deferredProblem(context, itemIds, request.deferred_products);
  if (problem) {
    throw refused(problem);
  }
  if (!hasRxSelected(itemIds, context.offer.cards)) {
    throw refused(MESSAGES.selection.selectAtLeastOneRx);
  }
  await withTransaction(deps.db, async (tx) => {
    await saveSelectedItems(tx, context.visit, { selectedItemIds: itemIds, deferredItemIds: request.deferred_products }, now);
    await reportVisitFact(tx, context.visit, 'selectionConfirmed', true);
    await reportOffersForBox(tx, context, itemIds);
  });
  const tax = await estimatedTax(deps, context, itemIds);
  const summary = summarizeSelection({ data: context.pricing, selectedItemIds: itemIds, purchaseContext: context.purchaseContext, claim: context.claim, tax });
  return { selectedItemIds: itemIds, totals: summary.total };
}

/** The purchase contexts a flow's box may be sold in: a one-time cart only once; the others as a trial or a subscription. */
function allowedContexts(context: SellingContext): readonly PurchaseContext[] {
  return context.checkoutMode === 'Cart' ? ['onetime'] : ['trial', 'subscription'];
}

/** Update purchase context (001 §7.2; payload ours, ADR 103). */
export async function updatePurchaseContext(
  deps: SelectionDeps,
  patient: PatientRow,
  request: { brand: number; treatmentCategory: number; purchaseContext: PurchaseContext },
  now = new Date(),
): Promise<{ purchaseContext: PurchaseContext }> {
  const context = await contextForCategory(deps, patient, request.brand, request.treatmentCategory);
  if (!allowedContexts(context).includes(request.purchaseContext)) {
    throw refused(fillTemplate(MESSAGES.selection.contextNotSold, { context: request.purchaseContext }));
  }
  await withTransaction(deps.db, async (tx) => {
    await savePurchaseContext(tx, context.visit, request.purchaseContext, now);
    const saved = context.saved?.selectedItemIds;
    if (saved && context.visit.facts.selectionConfirmed === true) {
      // The offers are a trial's: a box switched to a subscription gets none, and back again.
      await reportOffersForBox(tx, { ...context, purchaseContext: request.purchaseContext }, saved);
    }
  });
  return { purchaseContext: request.purchaseContext };
}
