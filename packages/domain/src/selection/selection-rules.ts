import type { CatalogueCard } from '../contracts/catalogue';
import type { PurchaseContext } from '../contracts/product-selection';
import { fillTemplate } from '../formatting/fill-template';
import { SELECTION_MESSAGES } from '../messages/selection';

/**
 * The selection rules of 001 §4, used by the page to change a box and by the server to refuse a
 * box that breaks them. A selection is a list of full-size item ids; a card with colour options is
 * selected through one of its options' items.
 */

/** 001 §9: a cart holds up to 10 lines. */
export const MAX_SELECTION_LINES = 10;

const TEXT = SELECTION_MESSAGES.selection;

export type SelectableCard = Pick<CatalogueCard, 'name' | 'isRx' | 'fullSizeItemId' | 'selectableOptions'>;

/** A selection rule was broken; the message is the spec's (001 §8). */
export class SelectionRuleError extends Error {
  override readonly name = 'SelectionRuleError';
}

/** Every full-size item id that selects the card: its options', or its own. */
export function cardItemIds(card: SelectableCard): number[] {
  if (card.selectableOptions && card.selectableOptions.length > 0) {
    return card.selectableOptions.map((option) => option.fullSizeItemId);
  }
  return card.fullSizeItemId === undefined ? [] : [card.fullSizeItemId];
}

/** The item of the card that is selected, if any. */
export function selectedItemOf(selected: readonly number[], card: SelectableCard): number | undefined {
  const ids = cardItemIds(card);
  return selected.find((id) => ids.includes(id));
}

export function isCardSelected(selected: readonly number[], card: SelectableCard): boolean {
  return selectedItemOf(selected, card) !== undefined;
}

function refuseInOneTime(context: PurchaseContext): void {
  if (context === 'onetime') {
    throw new SelectionRuleError(TEXT.oneTimeFixed);
  }
}

/** Adds the card's item (its default option); "Cannot add {name}" when it has none. */
export function addCard(selected: readonly number[], card: SelectableCard, context: PurchaseContext): number[] {
  refuseInOneTime(context);
  const [itemId] = cardItemIds(card);
  if (itemId === undefined) {
    throw new SelectionRuleError(fillTemplate(TEXT.cannotAdd, { name: card.name }));
  }
  return isCardSelected(selected, card) ? [...selected] : [...selected, itemId];
}

/** Toggle: add if not selected, remove if selected. */
export function toggleCard(selected: readonly number[], card: SelectableCard, context: PurchaseContext): number[] {
  refuseInOneTime(context);
  const current = selectedItemOf(selected, card);
  return current === undefined ? addCard(selected, card, context) : selected.filter((id) => id !== current);
}

/**
 * Swap: exchanges one card's item for the other's, in place. One of the two must be selected and
 * both must have items, else "Cannot swap {a} and {b}".
 */
export function swapCards(selected: readonly number[], from: SelectableCard, to: SelectableCard, context: PurchaseContext): number[] {
  refuseInOneTime(context);
  const fromItem = selectedItemOf(selected, from);
  const toItem = selectedItemOf(selected, to);
  const [fromDefault] = cardItemIds(from);
  const [toDefault] = cardItemIds(to);
  const cannotSwap = new SelectionRuleError(fillTemplate(TEXT.cannotSwap, { a: from.name, b: to.name }));
  if (fromDefault === undefined || toDefault === undefined || (fromItem === undefined && toItem === undefined)) {
    throw cannotSwap;
  }
  if (fromItem !== undefined && toItem !== undefined) {
    return [...selected];
  }
  const [removed, added] = fromItem !== undefined ? [fromItem, toDefault] : [toItem as number, fromDefault];
  return selected.map((id) => (id === removed ? added : id));
}

/**
 * The OTC option swatch (001 §4): the card now shows `optionItemId`; if the card was selected its
 * item becomes that option. An id that is not one of the card's options changes nothing.
 */
export function selectOption(selected: readonly number[], card: SelectableCard, optionItemId: number, context: PurchaseContext): number[] {
  if (!cardItemIds(card).includes(optionItemId)) {
    return [...selected];
  }
  const current = selectedItemOf(selected, card);
  if (current === undefined || current === optionItemId) {
    return [...selected];
  }
  refuseInOneTime(context);
  return selected.map((id) => (id === current ? optionItemId : id));
}

/** The checkout button needs at least one Rx product (001 §2.1). */
export function hasRxSelected(selected: readonly number[], cards: readonly SelectableCard[]): boolean {
  return cards.some((card) => card.isRx && isCardSelected(selected, card));
}

/**
 * Why the server refuses a sent selection, or undefined when it can be sold: every id is an item
 * of an offered card, no card twice, at most 10 lines, and in the one-time context exactly the
 * fixed items.
 */
export function selectionProblem(
  selected: readonly number[],
  offered: readonly SelectableCard[],
  options: { context: PurchaseContext; fixedItemIds?: readonly number[] },
): string | undefined {
  // In the one-time context any other box is a change of the fixed one, whatever it holds.
  if (options.context === 'onetime' && options.fixedItemIds) {
    const fixed = options.fixedItemIds;
    const same = fixed.length === selected.length && fixed.every((id) => selected.includes(id));
    if (!same) {
      return TEXT.oneTimeFixed;
    }
  }
  if (selected.length > MAX_SELECTION_LINES) {
    return fillTemplate(TEXT.tooManyLines, { max: MAX_SELECTION_LINES });
  }
  const seenCards = new Set<SelectableCard>();
  for (const id of selected) {
    const card = offered.find((candidate) => cardItemIds(candidate).includes(id));
    if (!card) {
      return fillTemplate(TEXT.unknownItem, { id });
    }
    if (seenCards.has(card)) {
      return fillTemplate(TEXT.duplicateItem, { id });
    }
    seenCards.add(card);
  }
  return undefined;
}
