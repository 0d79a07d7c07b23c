import { RX_PRODUCT_IDS } from '../constants/product-ids';
import { UPSELL_OFFER_IDS, type UpsellOfferId } from '../constants/upsell-offers';

/**
 * The sign-up offers and the flow steps that show them (ADR 108): what the flow rules need, kept
 * apart from the prices so the flow's progress stays small in the entry.
 */
export interface UpsellOfferDefinition {
  id: UpsellOfferId;
  /** The catalogue product the offer adds (000 §3 product ids). */
  productId: number;
  /** The flow step that shows it. */
  step: 'body-cleanse-upsell' | 'special-offer-upsell';
}

export const UPSELL_OFFERS: Readonly<Record<UpsellOfferId, UpsellOfferDefinition>> = {
  'body-cleanse': { id: 'body-cleanse', productId: RX_PRODUCT_IDS.bodyCleanse, step: 'body-cleanse-upsell' },
  'deep-cleanse': { id: 'deep-cleanse', productId: RX_PRODUCT_IDS.deepCleanse, step: 'special-offer-upsell' },
};

/** The upsell shown on a flow step, if the step is an upsell's. */
export function upsellOfStep(step: string): UpsellOfferId | undefined {
  return UPSELL_OFFER_IDS.find((id) => UPSELL_OFFERS[id].step === step);
}
