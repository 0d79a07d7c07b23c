import { describe, expect, it } from 'vitest';
import { applyChoice, orderChoices } from './choice-order';
import type { Choice } from './survey-definition';
import { findQuestion } from './survey-shape';
import { TEST_SURVEY } from './test-survey';

const choice = (value: string, below?: number, above?: number): Choice => ({
  value,
  text: value,
  clearOtherValues: false,
  ...(below === undefined ? {} : { orderBelowAge35: below }),
  ...(above === undefined ? {} : { orderAboveAge35: above }),
});
const values = (choices: Choice[]) => choices.map((c) => c.value);

describe('orderChoices', () => {
  const choices = [choice('acne', 1, 3), choice('wrinkles', 3, 1), choice('spots', 2, 2), choice('other')];
  it('orders by orderBelowAge35 up to 35 and by orderAboveAge35 over 35', () => {
    expect(values(orderChoices(choices, 20))).toEqual(['acne', 'spots', 'wrinkles', 'other']);
    expect(values(orderChoices(choices, 35))).toEqual(['acne', 'spots', 'wrinkles', 'other']);
    expect(values(orderChoices(choices, 36))).toEqual(['wrinkles', 'spots', 'acne', 'other']);
  });
  it('keeps the written order without an age, and does not change its input', () => {
    expect(values(orderChoices(choices, undefined))).toEqual(['acne', 'wrinkles', 'spots', 'other']);
    orderChoices(choices, 50);
    expect(values(choices)).toEqual(['acne', 'wrinkles', 'spots', 'other']);
  });
});

describe('applyChoice', () => {
  const conditions = findQuestion(TEST_SURVEY, 'conditions')!;
  const skinType = findQuestion(TEST_SURVEY, 'skin_type')!;
  const none = { value: 'none', clearOtherValues: true };
  const eczema = { value: 'eczema', clearOtherValues: false };
  const rosacea = { value: 'rosacea', clearOtherValues: false };
  it('sets the value of a single-choice question', () => {
    expect(applyChoice('oily', { value: 'dry', clearOtherValues: false }, skinType)).toBe('dry');
  });
  it('toggles checkbox values', () => {
    expect(applyChoice(undefined, eczema, conditions)).toEqual(['eczema']);
    expect(applyChoice(['eczema'], rosacea, conditions)).toEqual(['eczema', 'rosacea']);
    expect(applyChoice(['eczema', 'rosacea'], eczema, conditions)).toEqual(['rosacea']);
  });
  it('lets an exclusive option clear the others, and another option clear it', () => {
    expect(applyChoice(['eczema', 'rosacea'], none, conditions)).toEqual(['none']);
    expect(applyChoice(['none'], eczema, conditions)).toEqual(['eczema']);
    expect(applyChoice(['none'], none, conditions)).toEqual([]);
  });
});
