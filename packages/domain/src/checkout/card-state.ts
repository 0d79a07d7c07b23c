/**
 * The checkout card's state (001 §3 "Checkout card state values", §4): which of the payment
 * method and the shipping address the page asks for, and which summaries it shows.
 */
export const CHECKOUT_CARD_STATES = ['ccEntry', 'shippingAddressEntry', 'ccAndShippingAddressCompleted'] as const;
export type CheckoutCardState = (typeof CHECKOUT_CARD_STATES)[number];

export interface CheckoutCardFacts {
  /** 001 §3 checkoutPaymentDetails.isCollectionRequired: a card must be collected in this checkout. */
  isCollectionRequired: boolean;
  /** checkoutPaymentDetails.isPaymentRequired: something is charged. */
  isPaymentRequired: boolean;
  /** A card was collected (the patient's collectedCardLastFour). */
  hasCollectedCard: boolean;
  /** A card is on file (the patient's cardLastFour). */
  hasCardOnFile: boolean;
  /** The shipping address step is done (hasCompletedShippingAddressEntry). */
  isAddressCompleted: boolean;
}

export type CheckoutCardEvent = { type: 'cardSucceeded' } | { type: 'addressSaved' } | { type: 'editCard' } | { type: 'editAddress' };

/**
 * 001 §4: ccEntry when a card must be collected and none was, or payment is required with no card
 * on file; otherwise shippingAddressEntry while the address is not completed; otherwise both done.
 */
export function initialCardState(facts: CheckoutCardFacts): CheckoutCardState {
  const needsCard = (facts.isCollectionRequired && !facts.hasCollectedCard) || (facts.isPaymentRequired && !facts.hasCardOnFile);
  if (needsCard) {
    return 'ccEntry';
  }
  return facts.isAddressCompleted ? 'ccAndShippingAddressCompleted' : 'shippingAddressEntry';
}

/**
 * 001 §4: after a card succeeds, the address (or both done when the address already is); the edit
 * buttons go back to their entry. Saving the address completes both.
 */
export function nextCardState(state: CheckoutCardState, event: CheckoutCardEvent, isAddressCompleted: boolean): CheckoutCardState {
  switch (event.type) {
    case 'cardSucceeded':
      return isAddressCompleted ? 'ccAndShippingAddressCompleted' : 'shippingAddressEntry';
    case 'addressSaved':
      return state === 'ccEntry' ? 'ccEntry' : 'ccAndShippingAddressCompleted';
    case 'editCard':
      return 'ccEntry';
    case 'editAddress':
      return 'shippingAddressEntry';
  }
}

/** 001 §4: the card summary shows in address entry and when both are done; the address summary in card entry and when both are done. */
export function summariesShown(state: CheckoutCardState): { card: boolean; address: boolean } {
  return {
    card: state === 'shippingAddressEntry' || state === 'ccAndShippingAddressCompleted',
    address: state === 'ccEntry' || state === 'ccAndShippingAddressCompleted',
  };
}
