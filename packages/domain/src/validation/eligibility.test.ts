import { describe, expect, it } from 'vitest';
import { EligibilityInputSchema } from '../contracts/eligibility';
import { validateEligibilityInput } from './eligibility';

const today = { year: 2026, month: 11, day: 21 };
const input = (overrides: Record<string, unknown> = {}) =>
  EligibilityInputSchema.parse({ state: 'CA', zip: '', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1], ...overrides });

describe('validateEligibilityInput', () => {
  it('accepts a complete form', () => {
    expect(validateEligibilityInput(input(), today)).toEqual({});
  });

  it('accepts a zip code without a state', () => {
    expect(validateEligibilityInput(input({ state: '', zip: '94110' }), today)).toEqual({});
  });

  it.each([
    [{ state: '', zip: '' }, { state: ['Please enter a state or zip code.'] }],
    [{ state: 'XX' }, { state: ['Please enter a state or zip code.'] }],
    [{ zip: '9411' }, { zip: ['Please enter a valid zip code.'] }],
    [{ zip: 'abcde' }, { zip: ['Please enter a valid zip code.'] }],
    [{ birthdate: '' }, { birthdate: ['Please enter your date of birth.'] }],
    [{ birthdate: '4/12/1990' }, { birthdate: ['Please enter a valid date of birth.'] }],
    [{ birthdate: '13/01/1990' }, { birthdate: ['Please enter a valid date of birth.'] }],
    [{ birthdate: '11/22/2026' }, { birthdate: ['Please enter a valid date of birth.'] }],
    [{ birthdate: '11/20/1926' }, { birthdate: ['Please enter a valid date of birth.'] }],
    [{ hasAcceptedTerms: false }, { hasAcceptedTerms: ['Please accept the terms of service to continue.'] }],
  ])('reports %j', (overrides, errors) => {
    expect(validateEligibilityInput(input(overrides), today)).toEqual(errors);
  });

  it('accepts today and exactly 100 years ago as birthdates', () => {
    expect(validateEligibilityInput(input({ birthdate: '11/21/2026' }), today)).toEqual({});
    expect(validateEligibilityInput(input({ birthdate: '11/21/1926' }), today)).toEqual({});
  });

  it('accepts zip codes with a 4-digit extension, hyphen optional', () => {
    for (const zip of ['94110', '94110-1234', '941101234']) {
      expect(validateEligibilityInput(input({ zip }), today)).toEqual({});
    }
  });

  it('accepts an armed-forces state only for a military address (ADR 100)', () => {
    expect(validateEligibilityInput(input({ state: 'AE', militaryAddress: true }), today)).toEqual({});
    expect(validateEligibilityInput(input({ state: 'AE' }), today)).toEqual({ state: ['Please enter a state or zip code.'] });
  });
});
