import { TREATMENT_CATEGORIES } from '@app/domain/constants';
import type { ProductSelectionData } from '@app/domain/contracts';
import type { FlowId } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import { introOfferCopy } from '@app/domain/pricing';
import { summarizeSelection } from '@app/domain/selection';
import type { PatientRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { offeredPromotion } from '../promotions';
import { estimatedNextBoxTax } from './selection-checkout.service';
import {
  boxProblem,
  estimatedTax,
  initialItemIds,
  loadSellingContext,
  refuseOtherBrandOrCategory,
  type SelectionDeps,
  type SellingContext,
} from './selling-context';

const ITEM_IDS_PATTERN = /^\d{1,9}(,\d{1,9})*$/;

/**
 * The `selectedItemIds` query (comma-separated item ids; empty for an empty box, absent for the
 * initial one), refused with a clear message when malformed or unsellable.
 */
function askedItemIds(context: SellingContext, query: string | undefined): number[] | undefined {
  if (query === undefined) {
    return undefined;
  }
  if (query === '') {
    return [];
  }
  if (!ITEM_IDS_PATTERN.test(query)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.selection.itemIdsMalformed);
  }
  const itemIds = query.split(',').map(Number);
  const problem = boxProblem(context, itemIds);
  if (problem) {
    throw new AppError('VALIDATION_FAILED', problem);
  }
  return itemIds;
}

/** The server's totals of a box, as checkout will charge them. */
function totalsOf(context: SelectionDataSource, itemIds: readonly number[], tax: number) {
  const summary = summarizeSelection({ data: context.pricing, selectedItemIds: itemIds, purchaseContext: context.purchaseContext, claim: context.claim, tax });
  return summary.total;
}

/**
 * What the selection data is drawn from: a patient's selling context, or an admin's preview of a
 * brand's offers (ADR 163), whose patient has only a brand.
 */
export type SelectionDataSource = Pick<SellingContext, 'flow' | 'checkoutMode' | 'category' | 'offer' | 'pricing' | 'flags' | 'settings' | 'purchaseContext' | 'claim'> & {
  patient: Pick<PatientRow, 'brandId' | 'firstname' | 'lastname' | 'state'>;
  viewedAt: Date | null;
};

/**
 * Get updated product selection data (001 §3, §7.2): the patient's routine, the brand's flags and
 * offer, the prices, the fees, the estimated tax and the server's totals for the box asked about
 * (the saved box, else the recommendation, when none is asked about).
 */
export async function getSelectionData(
  deps: SelectionDeps,
  patient: PatientRow,
  flow: FlowId,
  query: { selectedItemIds?: string | undefined; brand: number; treatmentCategory: number },
): Promise<ProductSelectionData> {
  refuseOtherBrandOrCategory(patient, flow, query);
  const context = await loadSellingContext(deps, patient, flow);
  const initial = initialItemIds(context);
  const asked = askedItemIds(context, query.selectedItemIds) ?? initial;
  return selectionDataOf(deps, { ...context, viewedAt: context.saved?.viewedAt ?? null }, initial, asked);
}

/** The selection data of a box: its initial items and the items asked about, priced and taxed. */
export async function selectionDataOf(deps: Pick<SelectionDeps, 'db' | 'taxEstimator'>, context: SelectionDataSource, initial: number[], asked: readonly number[]): Promise<ProductSelectionData> {
  const { patient } = context;
  const categoryId = TREATMENT_CATEGORIES[context.category];
  const isAskingInitial = asked.join(',') === initial.join(',');
  const [initialTax, askedTax, promotion, nextBoxTax] = await Promise.all([
    estimatedTax(deps, context, initial),
    isAskingInitial ? undefined : estimatedTax(deps, context, asked),
    offeredPromotion(deps.db, patient.brandId, context.settings.offeredPromotionCodes[context.category], categoryId),
    estimatedNextBoxTax(deps, context, asked),
  ]);
  const tax = askedTax ?? initialTax;
  const totals = totalsOf(context, asked, tax);
  const { pricing, offer, settings } = context;
  return {
    flow: context.flow,
    checkoutMode: context.checkoutMode,
    treatmentCategory: context.category,
    rxCards: offer.rxCards,
    addOnRxCards: offer.addOnRxCards,
    otcCards: offer.otcCards,
    cards: offer.cards,
    prices: pricing.prices,
    flags: context.flags,
    introOffer: introOfferCopy(settings.introOfferId),
    patient: { firstname: patient.firstname, lastname: patient.lastname, introOffer: { id: settings.introOfferId } },
    handling: pricing.handling,
    shipping: pricing.shipping,
    dermatologyConsultation: pricing.dermatologyConsultation,
    tax,
    initialTax,
    nextBoxTax,
    giftWithPurchaseData: context.checkoutMode === 'Trial' ? settings.giftWithPurchase : null,
    checkoutPaymentDetails: {
      // A subscription needs a card on file even when its first box costs nothing.
      isCollectionRequired: context.checkoutMode !== 'Cart',
      isPaymentRequired: totals.totalWithTax > 0,
    },
    hasViewedProductSelectionPage: context.viewedAt != null,
    initialSelectedItemIds: initial,
    initialPurchaseContext: context.purchaseContext,
    initialPromotionClaim: context.claim,
    promotion,
    totals,
    upsells: [...(pricing.upsells ?? [])],
    creditCents: pricing.creditCents ?? 0,
  };
}
