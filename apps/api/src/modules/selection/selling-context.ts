import { TREATMENT_CATEGORIES, categoryNameForId, isUsStateCode } from '@app/domain/constants';
import type { CheckoutMode, PromotionClaim, PurchaseContext, SelectionCard, SelectionFlags, BundleConfig } from '@app/domain/contracts';
import { FLOW_IDS, FLOWS, type FlowId } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import { selectionFlagsOf, type BrandSelectionSettings, BUNDLE_OFFER_ID, bundleBoxProblem, bundleConfigOf, checkoutModeForFlow, isBundleFlow, isResubscriptionFlow, purchaseContextForFlow, routineAnswersOf, type RoutineAnswers, recommendRoutine, cardItemIds, selectionProblem, selectionTaxableCents, type SelectionPricingData } from '@app/domain/selection';
import { checkoutProblem } from '@app/domain/resubscribe';
import type { Db } from '../../db/client';
import type { PatientRow, ProductSelectionRow, UpsellDecisionRow, VisitRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { type SelectionSettingsLookup, findBrandById } from '../brands';
import { catalogueAt, type CatalogueVersion } from '../catalogue';
import type { TaxEstimator } from '../pricing';
import type { Clock } from '../clock';
import { usableCreditOf, openClaimFor } from '../promotions';
import { readRoutineAnswers } from '../surveys';
import { findCurrentVisit, findNewestOpenVisitOfFlows } from '../visits';
import { buildSelectionOffer, otcKeysOf, pricesOfCards, type SelectionOffer } from './selection-offer';
import { findSelectionOfVisit } from './selection.repository';
import { acceptedUpsellLines, hasOfferSteps, isTrialOfferFlow } from './upsell-lines';
import { findDecisionsOfVisit } from './upsells.repository';

export interface SelectionDeps {
  db: Db;
  taxEstimator: TaxEstimator;
  settingsFor: SelectionSettingsLookup;
  /** Whose time decides which account credit is still usable. */
  clock: Clock;
}

/**
 * Everything the server knows about the box a patient is building in one visit: the brand's
 * settings, the routine offered from their answers, the prices, the saved box and the open claim.
 * The selection data call shows it; the calls that change the box check against it; checkout
 * (issue 11) charges from it. Nothing in it comes from the browser.
 */
export interface SellingContext extends SellingOffer {
  patient: PatientRow;
  visit: VisitRow;
  flow: FlowId;
  saved: ProductSelectionRow | undefined;
  purchaseContext: PurchaseContext;
  claim: PromotionClaim | null;
  /** The answers the routine was recommended from (the offers read them too). */
  answers: RoutineAnswers;
  /** The answers to the offers made to this visit's box (ADR 108). */
  decisions: UpsellDecisionRow[];
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

/** What a brand sells in a flow for some answers: no patient needed (the bundle page's visitor). */
export interface SellingOffer {
  checkoutMode: CheckoutMode;
  category: 'skin' | 'hair';
  settings: BrandSelectionSettings;
  flags: SelectionFlags;
  offer: SelectionOffer;
  pricing: SelectionPricingData;
  /** The product-detail page's bundle, in the flow that sells it (001 §2.6). */
  bundle: BundleConfig | undefined;
}

/**
 * The routine, prices and fees a brand offers in a flow for these answers (001 §2.1, §3), from the
 * catalogue's version the caller read once: its prices in effect, less the products paused for new
 * sales, under the offers and flags an admin set (else the brand's configured ones).
 */
export function sellingOfferOf(settingsFor: SelectionSettingsLookup, brandId: number, flow: FlowId, answers: RoutineAnswers, catalogue: CatalogueVersion): SellingOffer {
  const checkoutMode = checkoutModeOrRefuse(flow);
  const category = FLOWS[flow].category;
  const settings = catalogue.sellingSettings ?? settingsFor(brandId);
  const isBundle = isBundleFlow(flow);
  // The product-detail page sells the free 30-day trial of trial sizes, whatever the brand's
  // selection page offers (001 §2.6).
  const flags = isBundle ? { ...selectionFlagsOf(settings), isTwoMonthFirstShipment: false } : selectionFlagsOf(settings);
  const isAgency = findBrandById(brandId)?.key === 'agency';
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
    otcKeys: otcKeysOf(category).filter((key) => !catalogue.pausedKeys.has(key)),
  });
  const offer = buildSelectionOffer(routine, category, catalogue.copies);
  const fees = settings.fees[checkoutMode];
  const pricing: SelectionPricingData = {
    treatmentCategory: category,
    checkoutMode,
    introOffer: { id: isBundle ? BUNDLE_OFFER_ID : settings.introOfferId },
    cards: offer.cards,
    prices: pricesOfCards(offer.cards, catalogue.prices),
    flags,
    handling: fees.handling,
    shipping: fees.shipping,
    dermatologyConsultation: fees.consultation,
  };
  const bundle = isBundle ? bundleConfigOf(pricing, offer.recommendedItemIds, bundleAddOnCards(offer)) : undefined;
  return { checkoutMode, category, settings, flags, offer, pricing, bundle };
}

/** The bundle's add-ons: the OTC cards its fixed set does not hold. */
function bundleAddOnCards(offer: SelectionOffer): SelectionCard[] {
  return offer.otcCards.filter((card) => !cardItemIds(card).some((itemId) => offer.recommendedItemIds.includes(itemId)));
}

/** The product-detail page's bundle for a brand (001 §2.6): the same for every visitor, at the prices in effect. */
export async function bundleOfBrand(deps: Pick<SelectionDeps, 'db' | 'clock' | 'settingsFor'>, brandId: number): Promise<BundleConfig> {
  const catalogue = await catalogueAt(deps.db, brandId, await deps.clock.now());
  return sellingOfferOf(deps.settingsFor, brandId, BUNDLE_FLOW, routineAnswersOf([]), catalogue).bundle!;
}

const BUNDLE_FLOW: FlowId = 'product-detail-trial';

/** Builds the selling context of the patient's current visit of `flow` (404 when there is none). */
export async function loadSellingContext(deps: SelectionDeps, patient: PatientRow, flow: FlowId, knownVisit?: VisitRow): Promise<SellingContext> {
  checkoutModeOrRefuse(flow);
  const visit = knownVisit ?? (await findCurrentVisit(deps.db, patient.id, flow));
  if (!visit) {
    throw new AppError('NOT_FOUND', MESSAGES.selection.noVisit);
  }
  const category = FLOWS[flow].category;
  const now = await deps.clock.now();
  const [saved, answers, claim, decisions, creditCents, catalogue] = await Promise.all([
    findSelectionOfVisit(deps.db, visit.id),
    // The bundle is chosen before any answers, and stays the same box whatever is answered later.
    isBundleFlow(flow) ? routineAnswersOf([]) : readRoutineAnswers(deps.db, patient.id),
    openClaimFor(deps.db, patient.id, TREATMENT_CATEGORIES[category]),
    hasOfferSteps(flow) ? findDecisionsOfVisit(deps.db, visit.id) : [],
    usableCreditOf(deps.db, patient.id, now),
    // One version of the catalogue for the whole box: the checkout charges what this read (ADRs 160, 161).
    catalogueAt(deps.db, patient.brandId, now),
  ]);
  const selling = sellingOfferOf(deps.settingsFor, patient.brandId, flow, answers, catalogue);
  const purchaseContext = purchaseContextForFlow(flow, saved?.purchaseContext ?? undefined);
  // The offers are sign-up offers of a trial: a box bought otherwise carries none of them.
  const upsells = isTrialOfferFlow(flow, selling.checkoutMode, purchaseContext) ? acceptedUpsellLines(decisions) : [];
  const pricing = { ...selling.pricing, upsells, creditCents };
  return { patient, visit, flow, ...selling, pricing, saved, purchaseContext, claim, answers, decisions };
}

/** The selling context of the patient's unfinished visit that sells the category (the box the body is for). */
export async function contextForCategory(deps: SelectionDeps, patient: PatientRow, brand: number, categoryId: number): Promise<SellingContext> {
  const visit = await sellingVisitForCategory(deps, patient, brand, categoryId);
  return loadSellingContext(deps, patient, visit.flow as FlowId, visit);
}

/** The patient's unfinished visit that sells the category, without its selling context. */
export async function sellingVisitForCategory(deps: Pick<SelectionDeps, 'db'>, patient: PatientRow, brand: number, categoryId: number): Promise<VisitRow> {
  const category = categoryNameForId(categoryId);
  if (brand !== patient.brandId) {
    throw refused(MESSAGES.selection.wrongBrand);
  }
  if (!category) {
    throw refused(MESSAGES.selection.wrongCategory);
  }
  const sellingFlows = FLOW_IDS.filter((flow) => checkoutModeForFlow(flow) !== undefined && FLOWS[flow].category === category);
  const visit: VisitRow | undefined = await findNewestOpenVisitOfFlows(deps.db, patient.id, sellingFlows);
  if (!visit) {
    throw new AppError('NOT_FOUND', MESSAGES.selection.noVisit);
  }
  return visit;
}

/** Why a box cannot be sold in this context (001 §4, §9; a resubscription's rules, ADR 111), or undefined. */
export function boxProblem(context: SellingContext, itemIds: readonly number[]): string | undefined {
  return sellableProblem(context, itemIds) ?? resubscribeProblem(context, itemIds);
}

/** The selection rules' refusal alone: items not offered or doubled, too many lines, a fixed box changed. */
export function sellableProblem(context: SellingContext, itemIds: readonly number[]): string | undefined {
  if (context.bundle) {
    // The product-detail checkout sells its bundle and nothing else (001 §2.6).
    return bundleBoxProblem(context.bundle, itemIds);
  }
  return selectionProblem(itemIds, context.offer.cards, {
    context: context.purchaseContext,
    fixedItemIds: context.offer.recommendedItemIds,
  });
}

/**
 * Why a resubscription's box cannot be checked out (ADR 111): its prescription dropped (000 §4)
 * or under the $30 minimum (000 §5); undefined in other flows. Call it on a box that passed the
 * selection rules, whose items are all priced.
 */
export function resubscribeProblem(context: SellingContext, itemIds: readonly number[]): string | undefined {
  if (!isResubscriptionFlow(context.flow)) {
    return undefined;
  }
  return checkoutProblem({ data: context.pricing, itemIds, requiredItemIds: context.visit.facts.requiredItemIds ?? [], claim: context.claim });
}

/** The box the page starts from: the saved one while it can still be sold, else the recommendation. */
export function initialItemIds(context: SellingContext): number[] {
  const saved = context.saved?.selectedItemIds;
  return saved && !boxProblem(context, saved) ? saved : context.offer.recommendedItemIds;
}

/** What a box's tax is estimated from: its prices and the patient's state (a preview's has none). */
export type TaxedContext = Pick<SellingContext, 'pricing' | 'purchaseContext' | 'claim'> & { patient: Pick<PatientRow, 'state'> };

/** The estimated sales tax of `taxableCents` shipped to the patient's state; undefined without a state on file. */
export async function taxInPatientState(deps: Pick<SelectionDeps, 'taxEstimator'>, context: TaxedContext, taxableCents: number): Promise<number | undefined> {
  const state = context.patient.state;
  if (!state || !isUsStateCode(state)) {
    return undefined;
  }
  return (await deps.taxEstimator.estimate({ state, taxableCents })).taxCents;
}

/** The estimated sales tax of a box shipped to the patient's state (0 without a state on file). */
export async function estimatedTax(deps: Pick<SelectionDeps, 'taxEstimator'>, context: TaxedContext, itemIds: readonly number[]): Promise<number> {
  const taxableCents = selectionTaxableCents({
    data: context.pricing,
    selectedItemIds: itemIds,
    purchaseContext: context.purchaseContext,
    claim: context.claim,
  });
  return (await taxInPatientState(deps, context, taxableCents)) ?? 0;
}
