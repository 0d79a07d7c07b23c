import type { UpsellDecisionRequest, UpsellDecisionResponse, UpsellView } from '@app/domain/contracts';
import type { FlowId } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import { shipmentEveryDays, readSkin, cardOfItem } from '@app/domain/selection';
import { offeredUpsells, upsellLaterCents, type OfferedUpsell, type UpsellOfferId } from '@app/domain/upsells';
import type { Db } from '../../db/client';
import type { PatientRow, UpsellDecisionRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { addVisitListFact, getOwnVisit, reportVisitListFact } from '../visits';
import { isTrialOfferFlow, upsellCardOf, upsellLineOf } from './upsell-lines';
import { findAcceptedOfPatient, findDecisionsOfVisit, insertDecisionOnce, markDecisionUndone } from './upsells.repository';
import { loadSellingContext, type SelectionDeps, type SellingContext } from './selling-context';

const refused = (message: string) => new AppError('VALIDATION_FAILED', message);

/** The offers made to a box of this context (ADR 108), in the order the flow shows them. */
export function offersForBox(context: SellingContext, itemIds: readonly number[]): OfferedUpsell[] {
  const skin = readSkin(context.answers);
  const cards = itemIds.map((itemId) => cardOfItem(context.offer.cards, itemId));
  return offeredUpsells({
    isTrialCheckout: isTrialOfferFlow(context.flow, context.checkoutMode, context.purchaseContext),
    introOfferId: context.pricing.introOffer.id,
    productIdsInBox: cards.flatMap((card) => (card ? [card.id] : [])),
    hasBreakouts: skin.hasBreakouts,
    hasMoreThanMildAcne: skin.hasMoreThanMildAcne,
    hasHydratingTretinoin: cards.some((card) => card?.key === 'hydrating-tretinoin'),
  });
}

/** Records on the visit which offers its saved box gets, so the flow shows exactly their steps. */
export async function reportOffersForBox(db: Db, context: SellingContext, itemIds: readonly number[]): Promise<void> {
  const offers = offersForBox(context, itemIds).map((entry) => entry.offer);
  await reportVisitListFact(db, context.visit.id, 'offeredUpsells', offers);
}

async function ownSellingContext(deps: SelectionDeps, patient: PatientRow, uuid: string): Promise<SellingContext> {
  const visit = await getOwnVisit(deps.db, patient.id, uuid);
  return loadSellingContext(deps, patient, visit.flow as FlowId, visit);
}

function offersOfSavedBox(context: SellingContext): OfferedUpsell[] {
  const saved = context.saved?.selectedItemIds;
  return saved && context.visit.facts.selectionConfirmed === true ? offersForBox(context, saved) : [];
}

/** The upsells call, read: the offers made to the visit's saved box with their prices and answers. */
export async function listUpsells(deps: SelectionDeps, patient: PatientRow, uuid: string): Promise<UpsellView[]> {
  const context = await ownSellingContext(deps, patient, uuid);
  const everyDays = shipmentEveryDays(context.flags);
  return offersOfSavedBox(context).map(({ offer, code }) => {
    const line = upsellLineOf(offer);
    const decision = context.decisions.find((entry) => entry.offer === offer);
    return {
      offer,
      code,
      productName: line.name,
      details: upsellCardOf(offer).modal,
      todayCents: line.today.finalAmount,
      listCents: line.today.originalAmount,
      laterCents: upsellLaterCents(line, everyDays),
      everyDays,
      decision: decision ? decision.decision : null,
    };
  });
}

const ACCEPTED_NOTICES: Record<UpsellOfferId, string> = {
  'body-cleanse': MESSAGES.upsells.bodyCleanse.accepted,
  'deep-cleanse': MESSAGES.upsells.deepCleanse.accepted,
};

/**
 * The upsells call, write (000 §4 "Upsell"; ADR 108): the answer to an offer made to the saved box,
 * stored once per visit and offer. A repeated or concurrent post answers the first answer and
 * changes nothing; an offer not made to this box, or made to a box already paid for, is refused.
 */
export async function decideUpsell(deps: SelectionDeps, patient: PatientRow, uuid: string, request: UpsellDecisionRequest): Promise<UpsellDecisionResponse> {
  const context = await ownSellingContext(deps, patient, uuid);
  if (context.visit.facts.checkoutCompleted === true) {
    throw refused(MESSAGES.upsells.alreadyPaid);
  }
  const offered = offersOfSavedBox(context).find((entry) => entry.offer === request.offer);
  if (!offered) {
    throw refused(MESSAGES.upsells.notOffered);
  }
  const { row } = await withTransaction(deps.db, async (tx) => {
    const stored = await insertDecisionOnce(tx, {
      visitId: context.visit.id,
      patientId: patient.id,
      offer: offered.offer,
      code: offered.code,
      decision: request.decision,
    });
    if (stored.isNew) {
      await addVisitListFact(tx, context.visit.id, 'decidedUpsells', offered.offer);
    }
    return stored;
  });
  return { offer: row.offer, decision: row.decision, notice: row.decision === 'accepted' ? ACCEPTED_NOTICES[row.offer] : null };
}

/** The patient's accepted offers not taken back (the dashboard, the orders module). */
export function acceptedUpsellsOfPatient(db: Db, patientId: number): Promise<UpsellDecisionRow[]> {
  return findAcceptedOfPatient(db, patientId);
}

/** The answer to one offer of a visit's box, if given. */
export async function upsellDecisionOf(db: Db, visitId: number, offer: UpsellOfferId): Promise<UpsellDecisionRow | undefined> {
  return (await findDecisionsOfVisit(db, visitId)).find((entry) => entry.offer === offer);
}

/** Takes an accepted offer back, once: answers whether this call did. */
export async function markUpsellUndone(db: Db, decisionId: number, at: Date): Promise<boolean> {
  return (await markDecisionUndone(db, decisionId, at)) !== undefined;
}
