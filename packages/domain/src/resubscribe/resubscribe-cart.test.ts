import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../contracts/catalogue';
import type { SelectionPricingData } from '../selection/selection-summary';
import { INGREDIENT_CONDITIONS, SKIN_CONDITIONS, conditionOfIngredient } from './ingredient-conditions';
import { cartLines, cartSubtotal, changeCart, checkoutProblem, isBelowMinimum, itemIdOfVariant, variantIdOf } from './resubscribe-cart';
import { percentageOf } from './rx-formulations';

const card = (id: number, name: string, isRx: boolean, options?: number[]): CatalogueCard =>
  ({
    id,
    key: name.toLowerCase(),
    name,
    lineItemName: name,
    bodyDescription: '',
    category: 'skin',
    isRx,
    fullSizeItemId: options ? undefined : id * 100 + 2,
    images: [],
    thumbnailImage: { url: '', alt: '' },
    ingredients: [],
    ...(options ? { selectableOptions: options.map((fullSizeItemId) => ({ fullSizeItemId, name: String(fullSizeItemId) })) } : {}),
    modal: {},
  }) as unknown as CatalogueCard;

const price = (cents: number) => ({ originalAmount: cents, adjustmentAmount: 0, finalAmount: cents });
const cards = [card(1, 'Formula', true), card(50, 'Cleanser', false), card(51, 'Balm', false), card(61, 'Lip', false, [6111, 6112])];
const data: SelectionPricingData = {
  treatmentCategory: 'skin',
  checkoutMode: 'Subscription',
  introOffer: { id: 'none' as never },
  cards,
  prices: { trialSizeItemPrices: {}, oneTimeItemPrices: {}, fullSizeItemPrices: { 102: price(5990), 5002: price(1800), 5102: price(1100), 6111: price(1000), 6112: price(1000) } },
  flags: { isTwoMonthFirstShipment: false, noTaxOnTrials: false, agencySmallBottlesInSignUp: false },
  handling: 0,
  shipping: 0,
  dermatologyConsultation: 0,
};
const FREETRIAL = { code: 'FREETRIAL', amount: 0, promotionCodeId: 1, kind: 'free-rx-line' as const };

describe('the resubscribe cart', () => {
  it('prices lines as a subscription; FREETRIAL shows the Rx line at zero', () => {
    const lines = cartLines({ data, itemIds: [102, 5002], requiredItemIds: [102], claim: FREETRIAL });
    expect(lines.map((line) => [line.variantId, line.priceCents, line.originalCents, line.isRequired])).toEqual([
      ['gid://teleskin/ProductVariant/102', 0, 5990, true],
      ['gid://teleskin/ProductVariant/5002', 1800, 1800, false],
    ]);
    expect(cartSubtotal(lines)).toBe(1800);
  });

  it('is below the minimum under $30 only', () => {
    expect([isBelowMinimum(2999), isBelowMinimum(3000)]).toEqual([true, false]);
    expect(checkoutProblem({ data, itemIds: [102, 5002], requiredItemIds: [102], claim: FREETRIAL })).toBe('Minimum order is $30');
    expect(checkoutProblem({ data, itemIds: [102, 5002], requiredItemIds: [102], claim: null })).toBeUndefined();
    expect(checkoutProblem({ data, itemIds: [5002], requiredItemIds: [102], claim: null })).toBe('Formula is required and cannot be removed.');
  });

  it('adds, removes and swaps a colour; refuses the required, the unknown and an empty change', () => {
    const input = { data, requiredItemIds: [102] };
    expect(changeCart([102], { add: 5002 }, input)).toEqual({ ok: true, itemIds: [102, 5002] });
    expect(changeCart([102, 5002], { add: 5002 }, input)).toEqual({ ok: true, itemIds: [102, 5002] });
    expect(changeCart([102, 5002], { remove: 5002, add: 5102 }, input)).toEqual({ ok: true, itemIds: [102, 5102] });
    expect(changeCart([102, 6111], { add: 6112 }, input)).toEqual({ ok: true, itemIds: [102, 6112] });
    expect(changeCart([102], { remove: 102 }, input)).toEqual({ ok: false, message: 'Formula is required and cannot be removed.' });
    expect(changeCart([102], { add: 999 }, input)).toEqual({ ok: false, message: 'This product is not offered in the shop.' });
    expect(changeCart([102], {}, input)).toEqual({ ok: false, message: 'Name a product to add or remove.' });
  });

  it('reads a variant id by its last path segment', () => {
    expect(itemIdOfVariant(variantIdOf(5002))).toBe(5002);
    expect(itemIdOfVariant('5002')).toBe(5002);
    expect(itemIdOfVariant('gid://x/ProductVariant/abc')).toBeUndefined();
  });
});

describe('the ingredient mapping', () => {
  it('maps fifteen ingredients onto the seven conditions of 000 §3', () => {
    expect(Object.keys(INGREDIENT_CONDITIONS)).toHaveLength(15);
    expect(new Set(Object.values(INGREDIENT_CONDITIONS))).toEqual(new Set(Object.keys(SKIN_CONDITIONS)));
    expect(conditionOfIngredient(' Tretinoin ')).toBe('wrinkles');
    expect(conditionOfIngredient('Water')).toBeNull();
  });

  it('reads strengths as percentages', () => {
    expect([percentageOf('0.025%'), percentageOf('4 %'), percentageOf('a splash')]).toEqual([0.025, 4, null]);
  });
});
