import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_CARD_STATES, initialCardState, nextCardState, summariesShown, type CheckoutCardFacts } from './card-state';

const FACTS: CheckoutCardFacts = { isCollectionRequired: true, isPaymentRequired: true, hasCollectedCard: false, hasCardOnFile: false, isAddressCompleted: false };

describe('the checkout card state (001 §4)', () => {
  it('starts at card entry when a card must be collected and none was', () => {
    expect(initialCardState(FACTS)).toBe('ccEntry');
    expect(initialCardState({ ...FACTS, isPaymentRequired: false })).toBe('ccEntry');
  });

  it('starts at card entry when payment is required with no card on file, even if none must be collected', () => {
    expect(initialCardState({ ...FACTS, isCollectionRequired: false, hasCollectedCard: true })).toBe('ccEntry');
  });

  it('starts at the address when the card is done, and at both done when the address is too', () => {
    const carded = { ...FACTS, hasCollectedCard: true, hasCardOnFile: true };
    expect(initialCardState(carded)).toBe('shippingAddressEntry');
    expect(initialCardState({ ...carded, isAddressCompleted: true })).toBe('ccAndShippingAddressCompleted');
    expect(initialCardState({ ...FACTS, isCollectionRequired: false, isPaymentRequired: false, isAddressCompleted: true })).toBe('ccAndShippingAddressCompleted');
  });

  it('moves on after a card succeeds: to the address, or to both done when the address already is', () => {
    expect(nextCardState('ccEntry', { type: 'cardSucceeded' }, false)).toBe('shippingAddressEntry');
    expect(nextCardState('ccEntry', { type: 'cardSucceeded' }, true)).toBe('ccAndShippingAddressCompleted');
    expect(nextCardState('shippingAddressEntry', { type: 'addressSaved' }, true)).toBe('ccAndShippingAddressCompleted');
  });

  it('goes back to an entry from any state with its edit button', () => {
    for (const state of CHECKOUT_CARD_STATES) {
      expect(nextCardState(state, { type: 'editCard' }, true)).toBe('ccEntry');
      expect(nextCardState(state, { type: 'editAddress' }, true)).toBe('shippingAddressEntry');
    }
  });

  it('shows the card summary in address entry and when done, the address summary in card entry and when done', () => {
    expect(summariesShown('ccEntry')).toEqual({ card: false, address: true });
    expect(summariesShown('shippingAddressEntry')).toEqual({ card: true, address: false });
    expect(summariesShown('ccAndShippingAddressCompleted')).toEqual({ card: true, address: true });
  });

  it('never shows the entry being made as a summary, for any walk of events', () => {
    const event = fc.constantFrom({ type: 'cardSucceeded' as const }, { type: 'addressSaved' as const }, { type: 'editCard' as const }, { type: 'editAddress' as const });
    fc.assert(
      fc.property(fc.constantFrom(...CHECKOUT_CARD_STATES), fc.array(fc.tuple(event, fc.boolean()), { maxLength: 12 }), (start, walk) => {
        const end = walk.reduce((state, [next, isAddressCompleted]) => nextCardState(state, next, isAddressCompleted), start);
        const shown = summariesShown(end);
        expect(end === 'ccEntry' ? !shown.card : end === 'shippingAddressEntry' ? !shown.address : shown.card && shown.address).toBe(true);
      }),
    );
  });
});
