import type { CheckoutMode, PurchaseContext, CatalogueCard } from '@app/domain/contracts';
import { FLOWS, type FlowId } from '@app/domain/flows';
import { UPSELL_OFFERS, upsellLine, type UpsellLine, type UpsellOfferId } from '@app/domain/upsells';
import type { UpsellDecisionRow } from '../../db/schema/index';
import { CATALOGUE_CARDS } from '../catalogue';

/**
 * Whether a flow's box gets the sign-up offers (ADR 108): a trial bought in a flow that has an
 * offer's step. A box switched to a subscription, a cart or the product-detail bundle gets none.
 */
export function isTrialOfferFlow(flow: FlowId, checkoutMode: CheckoutMode, purchaseContext: PurchaseContext): boolean {
  return hasOfferSteps(flow) && checkoutMode === 'Trial' && purchaseContext === 'trial';
}

/** Whether the flow shows an offer's step at all: a flow without one never reads offer answers. */
export function hasOfferSteps(flow: FlowId): boolean {
  return Object.values(UPSELL_OFFERS).some((offer) => FLOWS[flow].steps.includes(offer.step));
}

/** The catalogue card of an offer's product. */
export function upsellCardOf(offer: UpsellOfferId): CatalogueCard {
  const card = CATALOGUE_CARDS.find((candidate) => candidate.id === UPSELL_OFFERS[offer].productId);
  if (!card) {
    // The catalogue's completeness test keeps both offers' products in the catalogue.
    throw new Error(`catalogue: no product for the ${offer} offer`);
  }
  return card;
}

/** An offer's line, from its catalogue card's trial and full-size items. */
export function upsellLineOf(offer: UpsellOfferId): UpsellLine {
  const card = upsellCardOf(offer);
  if (card.trialSizeItemId === undefined || card.fullSizeItemId === undefined) {
    throw new Error(`catalogue: no trial and full size for the ${offer} offer`);
  }
  return upsellLine(offer, { name: card.lineItemName, thumbnailImage: card.thumbnailImage, trialSizeItemId: card.trialSizeItemId, fullSizeItemId: card.fullSizeItemId });
}

/** The lines of the offers accepted and not taken back, in the order they were accepted. */
export function acceptedUpsellLines(decisions: readonly UpsellDecisionRow[]): UpsellLine[] {
  return decisions.filter((decision) => decision.decision === 'accepted' && decision.undoneAt === null).map((decision) => upsellLineOf(decision.offer));
}
