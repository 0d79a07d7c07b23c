import { describe, expect, it } from 'vitest';
import type { RoutineAnswers } from './routine-answers';
import { initiallySelectedKeys, recommendRoutine, type Routine, type RoutineOptions } from './routine-recommendation';

const OTC_KEYS = [
  'body-wash',
  'cleanser-with-moisturizer',
  'cleanser-with-rich-moisturizer',
  'hydrating-cleanser-and-moisturizer',
  'micellar-makeup-remover',
  'barrier-balm',
  'day-primer',
  'lip-balm',
  'mineral-sunscreen-serum',
  'cream-oil-duo',
  'dark-spot-formula',
  'eye-formula',
  'future-formula',
  'spot-patches',
];

const OPTIONS: RoutineOptions = {
  category: 'skin',
  checkoutMode: 'Trial',
  isMultiRxOffered: true,
  isMultiRxRecommended: true,
  displaysAdditionalRx: true,
  isSkinnyTrial: false,
  futureProofKey: 'future-proof',
  otcKeys: OTC_KEYS,
};

const answers = (overrides: Partial<RoutineAnswers> = {}): RoutineAnswers => ({ concerns: [], sideEffects: [], ...overrides });
const keys = (cards: Routine['rx']) => cards.map((card) => card.key);

describe('recommendRoutine: skin', () => {
  it('leads with the custom formula for breakouts, and adds deep cleanse for more than mild acne', () => {
    const routine = recommendRoutine(answers({ concerns: ['acne'], acneSeverity: 'moderate', skinType: 'oily' }), OPTIONS);
    expect(keys(routine.rx)).toEqual(['custom-formula', 'deep-cleanse', 'future-proof']);
    expect(initiallySelectedKeys(routine)).toEqual(['custom-formula', 'deep-cleanse', 'cleanser-with-moisturizer']);
    expect(routine.rx[0]!.reason?.label).toBe('Recommended for you');
  });

  it('leads with the future-proof formula for aging alone, under the name the brand shows it', () => {
    const routine = recommendRoutine(answers({ concerns: ['wrinkles'] }), { ...OPTIONS, futureProofKey: 'hydro-plus' });
    expect(keys(routine.rx)).toEqual(['hydro-plus', 'custom-formula', 'deep-cleanse']);
    expect(initiallySelectedKeys(routine)[0]).toBe('hydro-plus');
    expect(keys(routine.otcRecommended)).toEqual(['cleanser-with-moisturizer', 'mineral-sunscreen-serum', 'eye-formula']);
  });

  it('chooses the cleanser set by skin type, the sensitive one after irritation from a retinoid', () => {
    const first = (given: Partial<RoutineAnswers>) => recommendRoutine(answers(given), OPTIONS).otcRecommended[0]!.key;
    expect(first({ skinType: 'dry' })).toBe('cleanser-with-rich-moisturizer');
    expect(first({ skinType: 'sensitive' })).toBe('hydrating-cleanser-and-moisturizer');
    expect(first({ skinType: 'oily', retinoidReaction: 'stopped' })).toBe('hydrating-cleanser-and-moisturizer');
    expect(first({ sideEffects: ['burning'] })).toBe('hydrating-cleanser-and-moisturizer');
    expect(first({})).toBe('cleanser-with-moisturizer');
  });

  it('puts every OTC product not recommended among the add-ons, once', () => {
    const routine = recommendRoutine(answers({ concerns: ['dark_spots'] }), OPTIONS);
    const all = [...keys(routine.otcRecommended), ...keys(routine.otcAddOns)];
    expect([...all].sort()).toEqual([...OTC_KEYS].sort());
    expect(keys(routine.otcRecommended)).toEqual(['cleanser-with-moisturizer', 'mineral-sunscreen-serum', 'dark-spot-formula']);
  });

  it('changes with the answers: two patients with different concerns get different routines', () => {
    const acne = recommendRoutine(answers({ concerns: ['acne'] }), OPTIONS);
    const aging = recommendRoutine(answers({ concerns: ['wrinkles'], skinType: 'dry' }), OPTIONS);
    expect(initiallySelectedKeys(acne)).not.toEqual(initiallySelectedKeys(aging));
  });
});

describe('recommendRoutine: the flags of 001 §3', () => {
  const both = answers({ concerns: ['acne', 'wrinkles'], acneSeverity: 'severe' });

  it('multiRxRecommendations: several Rx products start selected only with the flag', () => {
    expect(recommendRoutine(both, OPTIONS).rx.filter((card) => card.startsSelected)).toHaveLength(3);
    expect(recommendRoutine(both, { ...OPTIONS, isMultiRxRecommended: false }).rx.filter((card) => card.startsSelected)).toHaveLength(1);
  });

  it('agencyMultiRx off: one Rx card only', () => {
    expect(keys(recommendRoutine(both, { ...OPTIONS, isMultiRxOffered: false }).rx)).toEqual(['custom-formula']);
  });

  it('displayAdditionalRx: the add-on Rx cards only with the flag, none selected', () => {
    const routine = recommendRoutine(both, OPTIONS);
    expect(keys(routine.addOnRx)).toEqual(['hydrating-tretinoin', 'body-cleanse']);
    expect(routine.addOnRx.some((card) => card.startsSelected)).toBe(false);
    expect(recommendRoutine(both, { ...OPTIONS, displaysAdditionalRx: false }).addOnRx).toEqual([]);
  });

  it('isSkinnyTrial: a single recommended OTC card', () => {
    expect(recommendRoutine(both, { ...OPTIONS, isSkinnyTrial: true }).otcRecommended).toHaveLength(1);
    expect(recommendRoutine(both, OPTIONS).otcRecommended).toHaveLength(3);
  });
});

describe('recommendRoutine: other modes and hair', () => {
  it('sells one Rx product and nothing else in a one-time cart', () => {
    const routine = recommendRoutine(answers({ concerns: ['acne', 'dark_spots'] }), { ...OPTIONS, checkoutMode: 'Cart' });
    expect(routine).toMatchObject({ addOnRx: [], otcRecommended: [], otcAddOns: [] });
    expect(keys(routine.rx)).toEqual(['custom-formula']);
  });

  it('offers the hair formula alone for hair', () => {
    const routine = recommendRoutine(answers({ hairGoal: 'keep_current_hair' }), { ...OPTIONS, category: 'hair', checkoutMode: 'Subscription' });
    expect(keys(routine.rx)).toEqual(['hair-formula']);
    expect(initiallySelectedKeys(routine)).toEqual(['hair-formula']);
  });
});
