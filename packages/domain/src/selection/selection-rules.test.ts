import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCard,
  hasRxSelected,
  isCardSelected,
  MAX_SELECTION_LINES,
  selectionProblem,
  selectOption,
  swapCards,
  toggleCard,
  type SelectableCard,
} from './selection-rules';
import { checkoutModeForFlow, purchaseContextForFlow } from './checkout-mode';

const formula: SelectableCard = { name: 'Custom Formula', isRx: true, fullSizeItemId: 102 };
const cleanser: SelectableCard = { name: 'Gentle Cleanser', isRx: false, fullSizeItemId: 5102 };
const balm: SelectableCard = {
  name: 'Tinted Lip Balm',
  isRx: false,
  fullSizeItemId: 6111,
  selectableOptions: [
    { fullSizeItemId: 6111, name: 'Sheer Rose', colorHex: '#d98c95' },
    { fullSizeItemId: 6112, name: 'Berry', colorHex: '#9c3d55' },
  ],
};
const empty: SelectableCard = { name: 'Gift Card', isRx: false };
const cards = [formula, cleanser, balm];

describe('toggle and add', () => {
  it('adds a card that is not selected and removes one that is', () => {
    const added = toggleCard([102], cleanser, 'trial');
    expect(added).toEqual([102, 5102]);
    expect(toggleCard(added, cleanser, 'trial')).toEqual([102]);
  });

  it('removes a colour card through whichever option is selected', () => {
    expect(toggleCard([102, 6112], balm, 'trial')).toEqual([102]);
  });

  it('says "Cannot add {name}" for a card with no item', () => {
    expect(() => addCard([], empty, 'trial')).toThrow('Cannot add Gift Card');
  });

  it('refuses any change in the one-time context', () => {
    expect(() => toggleCard([102], cleanser, 'onetime')).toThrow('cannot be changed');
    expect(() => swapCards([102], formula, cleanser, 'onetime')).toThrow('cannot be changed');
  });

  it('toggling twice gives the selection back (property)', () => {
    fc.assert(
      fc.property(fc.subarray(cards), fc.constantFrom(...cards), (picked, card) => {
        const selected = picked.map((c) => c.fullSizeItemId as number);
        expect(toggleCard(toggleCard(selected, card, 'trial'), card, 'trial').sort()).toEqual([...selected].sort());
      }),
    );
  });
});

describe('swap', () => {
  it('exchanges the selected card for the other in place', () => {
    expect(swapCards([102, 5102], cleanser, balm, 'trial')).toEqual([102, 6111]);
    expect(swapCards([102, 6111], cleanser, balm, 'trial')).toEqual([102, 5102]);
  });

  it('says "Cannot swap {a} and {b}" when neither is selected or one has no item', () => {
    expect(() => swapCards([102], cleanser, balm, 'trial')).toThrow('Cannot swap Gentle Cleanser and Tinted Lip Balm');
    expect(() => swapCards([5102], cleanser, empty, 'trial')).toThrow('Cannot swap Gentle Cleanser and Gift Card');
  });
});

describe('colour option', () => {
  it('replaces the selected option with the new one', () => {
    expect(selectOption([102, 6111], balm, 6112, 'trial')).toEqual([102, 6112]);
  });

  it('changes nothing when the card is not selected or the option is not the card\'s', () => {
    expect(selectOption([102], balm, 6112, 'trial')).toEqual([102]);
    expect(selectOption([102, 6111], balm, 5102, 'trial')).toEqual([102, 6111]);
  });
});

describe('what the checkout button and the server check', () => {
  it('needs an Rx card', () => {
    expect(hasRxSelected([5102], cards)).toBe(false);
    expect(hasRxSelected([5102, 102], cards)).toBe(true);
    expect(isCardSelected([6112], balm)).toBe(true);
  });

  it('refuses unknown items, a card twice, an 11th line and a changed one-time box', () => {
    expect(selectionProblem([102, 999], cards, { context: 'trial' })).toBe('Item 999 is not offered here.');
    expect(selectionProblem([6111, 6112], cards, { context: 'trial' })).toBe('Item 6112 is selected twice.');
    const many = Array.from({ length: MAX_SELECTION_LINES + 1 }, (_, i) => ({ name: `P${i}`, isRx: false, fullSizeItemId: 7000 + i }));
    expect(selectionProblem(many.map((c) => c.fullSizeItemId), many, { context: 'trial' })).toBe('A box can hold at most 10 products.');
    expect(selectionProblem(many.slice(0, 10).map((c) => c.fullSizeItemId), many, { context: 'trial' })).toBeUndefined();
    expect(selectionProblem([102, 5102], cards, { context: 'onetime', fixedItemIds: [102] })).toBe(
      'The selection of a one-time purchase cannot be changed.',
    );
    expect(selectionProblem([102], cards, { context: 'onetime', fixedItemIds: [102] })).toBeUndefined();
  });
});

describe('checkout mode and purchase context by flow (001 §4)', () => {
  it('maps every selling flow and none other', () => {
    expect(checkoutModeForFlow('skin-signup')).toBe('Trial');
    expect(checkoutModeForFlow('agency-skin-signup')).toBe('Trial');
    expect(checkoutModeForFlow('new-treatment-skin')).toBe('Trial');
    expect(checkoutModeForFlow('resubscription')).toBe('Subscription');
    expect(checkoutModeForFlow('new-treatment-hair')).toBe('Subscription');
    expect(checkoutModeForFlow('hair-signup')).toBe('Subscription');
    expect(checkoutModeForFlow('one-time-rx-skin')).toBe('Cart');
    expect(checkoutModeForFlow('medical-history-update')).toBeUndefined();
  });

  it('is subscription for resubscription, one-time for the cart, else trial unless saved', () => {
    expect(purchaseContextForFlow('resubscription')).toBe('subscription');
    expect(purchaseContextForFlow('skin-signup')).toBe('trial');
    expect(purchaseContextForFlow('skin-signup', 'subscription')).toBe('subscription');
    expect(purchaseContextForFlow('one-time-rx-skin', 'trial')).toBe('onetime');
    expect(purchaseContextForFlow('skin-signup', 'onetime')).toBe('trial');
  });
});
