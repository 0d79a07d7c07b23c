import { describe, expect, it } from 'vitest';
import { evaluateEligibility } from './evaluate';

const today = { year: 2026, month: 11, day: 21 };
const facts = (overrides: Partial<Parameters<typeof evaluateEligibility>[0]> = {}) => ({
  birthdate: { year: 1990, month: 4, day: 12 },
  state: 'CA',
  treatmentCategories: [1],
  unavailableStates: ['AK'],
  today,
  ...overrides,
});

describe('evaluateEligibility', () => {
  it('accepts an adult in a served state', () => {
    expect(evaluateEligibility(facts())).toEqual({ isEligible: true, age: 36, isMinor: false, canConsentToMedicalTreatment: true });
  });
  it('refuses under 13, on the day before the 13th birthday', () => {
    expect(evaluateEligibility(facts({ birthdate: { year: 2013, month: 11, day: 22 } }))).toMatchObject({ isEligible: false, reason: 'ineligible_age' });
  });
  it('accepts a 13-year-old for skin as a minor', () => {
    expect(evaluateEligibility(facts({ birthdate: { year: 2013, month: 11, day: 21 } }))).toMatchObject({ isEligible: true, isMinor: true, canConsentToMedicalTreatment: false });
  });
  it('refuses hair under 18 and accepts it at 18', () => {
    expect(evaluateEligibility(facts({ birthdate: { year: 2008, month: 11, day: 22 }, treatmentCategories: [2] }))).toMatchObject({ reason: 'ineligible_hair_age' });
    expect(evaluateEligibility(facts({ birthdate: { year: 2008, month: 11, day: 21 }, treatmentCategories: [2] }))).toMatchObject({ isEligible: true });
  });
  it('refuses a state not served, after the age checks', () => {
    expect(evaluateEligibility(facts({ state: 'AK' }))).toMatchObject({ reason: 'ineligible_state' });
    expect(evaluateEligibility(facts({ state: 'AK', birthdate: { year: 2020, month: 1, day: 1 } }))).toMatchObject({ reason: 'ineligible_age' });
  });
  it('refuses hair to a military address as undeliverable, after the age checks (ADR 100)', () => {
    expect(evaluateEligibility(facts({ treatmentCategories: [2], isMilitaryAddress: true }))).toMatchObject({
      isEligible: false,
      reason: 'ineligible_hair_undeliverable_address',
    });
    expect(evaluateEligibility(facts({ treatmentCategories: [2], isMilitaryAddress: true, birthdate: { year: 2010, month: 1, day: 1 } }))).toMatchObject({
      reason: 'ineligible_hair_age',
    });
  });
  it('accepts skin at a military address, where the state rule still applies', () => {
    expect(evaluateEligibility(facts({ state: 'AE', isMilitaryAddress: true }))).toMatchObject({ isEligible: true });
    expect(evaluateEligibility(facts({ state: 'AE', isMilitaryAddress: true, unavailableStates: ['AE'] }))).toMatchObject({ reason: 'ineligible_state' });
    expect(evaluateEligibility(facts({ treatmentCategories: [1, 2], isMilitaryAddress: false }))).toMatchObject({ isEligible: true });
  });
  it('refuses hair to a state its product may not be sent to, after the state check, and lets skin through (ADR 141)', () => {
    const hairStates = { hairUnavailableStates: ['LA'] };
    expect(evaluateEligibility(facts({ ...hairStates, state: 'LA', treatmentCategories: [2] }))).toMatchObject({
      isEligible: false,
      reason: 'ineligible_hair_cannot_receive_product',
    });
    expect(evaluateEligibility(facts({ ...hairStates, state: 'LA', treatmentCategories: [1] }))).toMatchObject({ isEligible: true });
    expect(evaluateEligibility(facts({ hairUnavailableStates: ['AK'], state: 'AK', treatmentCategories: [2] }))).toMatchObject({ reason: 'ineligible_state' });
  });
});
