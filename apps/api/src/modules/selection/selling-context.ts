import { TREATMENT_CATEGORIES } from '@app/domain/constants/treatment-categories';
import { isUsStateCode } from '@app/domain/constants/us-states';
import type { CheckoutMode, PromotionClaim, PurchaseContext, SelectionFlags } from '@app/domain/contracts/product-selection';
import { FLOWS, type FlowId } from '@app/domain/flows/flow-definitions';
import { MESSAGES } from '@app/domain/messages/en';
import { selectionFlagsOf, type BrandSelectionSettings } from '@app/domain/selection/brand-selection-settings';
import { checkoutModeForFlow, purchaseContextForFlow } from '@app/domain/selection/checkout-mode';
import { recommendRoutine } from '@app/domain/selection/routine-recommendation';
import { selectionProblem } from '@app/domain/selection/selection-rules';
import { selectionTaxableCents, type SelectionPricingData } from '@app/domain/selection/selection-summary';
import type { Db } from '../../db/client';
import type { PatientRow, ProductSelectionRow, VisitRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { SelectionSettingsLookup } from '../brands/brand-selection-settings';
import { findBrandById } from '../brands/brands.service';
import type { TaxEstimator } from '../pricing/tax-estimator';
import { openClaimFor } from '../promotions/promotion-claims.service';
import { readRoutineAnswers } from '../surveys/surveys.service';
import { findCurrentVisit } from '../visits/visits.service';
import { buildSelectionOffer, otcKeysOf, pricesOfCards, type SelectionOffer } from './selection-offer';
import { findSelectionOfVisit } from './selection.repository';

export interface SelectionDeps {
  db: Db;
  taxEstimator: TaxEstimator;
  settingsFor: SelectionSettingsLookup;
}

/**
 * Everything the server knows about the box a patient is building in one visit: the brand's
 * settings, the routine offered from their answers, the prices, the saved box and the open claim.
 * The selection data call shows it; the calls that change the box check against it; checkout
 * (issue 11) charges from it. Nothing in it comes from the browser.
 */
export interface SellingContext {
  patient: PatientRow;
  visit: VisitRow;
  flow: FlowId;
  checkoutMode: CheckoutMode;
  category: 'skin' | 'hair';
  settings: BrandSelectionSettings;
  flags: SelectionFlags;
  offer: SelectionOffer;
  pricing: SelectionPricingData;
  saved: ProductSelectionRow | undefined;
  purchaseContext: PurchaseContext;
  claim: PromotionClaim | null;
}

const refused = (message: string) => new AppError('VALIDATION_FAILED', message);

/** The checkout mode of a flow that sells; a flow that sells nothing is an error (001 §4). */
export function checkoutModeOrRefuse(flow: FlowId): CheckoutMode {
  const mode = checkoutModeForFlow(flow);
  if (!mode) {
    throw new AppError('NOT_FOUND', MESSAGES.selection.unknownFlow);
  }
  return mode;
}

/** The brand and treatment category a request names must be the patient's and the flow's. */
export function refuseOtherBrandOrCategory(patient: PatientRow, flow: FlowId, request: { brand: number; treatmentCategory: number }): void {
  if (request.brand !== patient.brandId) {
    throw refused(MESSAGES.selection.wrongBrand);
  }
  if (request.treatmentCategory !== TREATMENT_CATEGORIES[FLOWS[flow].category]) {
    throw refused(MESSAGES.selection.wrongCategory);
  }
}

/** Builds the selling context of the patient's current visit of `flow` (404 when there is none). */
export async function loadSellingContext(deps: SelectionDeps, patient: PatientRow, flow: FlowId, knownVisit?: VisitRow): Promise<SellingContext> {
  const checkoutMode = checkoutModeOrRefuse(flow);
  const visit = knownVisit ?? (await findCurrentVisit(deps.db, patient.id, flow));
  if (!visit) {
    throw new AppError('NOT_FOUND', MESSAGES.selection.noVisit);
  }
  const category = FLOWS[flow].category;
  const settings = deps.settingsFor(patient.brandId);
  const flags = selectionFlagsOf(settings);
  const isAgency = findBrandById(patient.brandId)?.key === 'agency';
  const [saved, answers, claim] = await Promise.all([
    findSelectionOfVisit(deps.db, visit.id),
    readRoutineAnswers(deps.db, patient.id),
    openClaimFor(deps.db, patient.id, TREATMENT_CATEGORIES[category]),
  ]);
  const routine = recommendRoutine(answers, {
    category,
    checkoutMode,
    // The main brand always offers several Rx products; the agency brand with agencyMultiRx.
    isMultiRxOffered: !isAgency || flags.agencyMultiRx,
    isMultiRxRecommended: flags.multiRxRecommendations,
    displaysAdditionalRx: flags.displayAdditionalRx,
    // 001 §2.1: the skinny trial is a main-brand variant.
    isSkinnyTrial: flags.isSkinnyTrial && !isAgency,
    futureProofKey: settings.showsFutureProofAsHydroPlus ? 'hydro-plus' : 'future-proof',
    otcKeys: otcKeysOf(category),
  });
  const offer = buildSelectionOffer(routine, category);
  const fees = settings.fees[checkoutMode];
  const pricing: SelectionPricingData = {
    treatmentCategory: category,
    checkoutMode,
    introOffer: { id: settings.introOfferId },
    cards: offer.cards,
    prices: pricesOfCards(offer.cards),
    flags,
    handling: fees.handling,
    shipping: fees.shipping,
    dermatologyConsultation: fees.consultation,
  };
  const purchaseContext = purchaseContextForFlow(flow, saved?.purchaseContext ?? undefined);
  return { patient, visit, flow, checkoutMode, category, settings, flags, offer, pricing, saved, purchaseContext, claim };
}

/** Why a box cannot be sold in this context (001 §4, §9), or undefined. */
export function boxProblem(context: SellingContext, itemIds: readonly number[]): string | undefined {
  return selectionProblem(itemIds, context.offer.cards, {
    context: context.purchaseContext,
    fixedItemIds: context.offer.recommendedItemIds,
  });
}

/** The box the page starts from: the saved one while it can still be sold, else the recommendation. */
export function initialItemIds(context: SellingContext): number[] {
  const saved = context.saved?.selectedItemIds;
  return saved && !boxProblem(context, saved) ? saved : context.offer.recommendedItemIds;
}

/** The estimated sales tax of a box shipped to the patient's state (0 without a state on file). */
export async function estimatedTax(deps: SelectionDeps, context: SellingContext, itemIds: readonly number[]): Promise<number> {
  const state = context.patient.state;
  if (!state || !isUsStateCode(state)) {
    return 0;
  }
  const taxableCents = selectionTaxableCents({
    data: context.pricing,
    selectedItemIds: itemIds,
    purchaseContext: context.purchaseContext,
    claim: context.claim,
  });
  return (await deps.taxEstimator.estimate({ state, taxableCents })).taxCents;
}
