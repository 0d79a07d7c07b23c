import { describe, expect, it } from 'vitest';
import type { EligibilityData } from '../contracts/eligibility';
import { coversTreatment } from './covers-treatment';

const skinAnswers: EligibilityData = {
  state: 'NY',
  zip: '',
  birthdate: '04/12/1990',
  hasAcceptedTerms: true,
  treatmentCategories: [1],
  ineligibleReason: null,
  isOtcSignupUser: false,
  canConsentToMedicalTreatment: true,
  isMilitaryAddress: false,
};

describe('coversTreatment', () => {
  it('covers the categories the check was made for', () => {
    expect(coversTreatment(skinAnswers, 1)).toBe(true);
    expect(coversTreatment(skinAnswers, 2)).toBe(false);
    expect(coversTreatment({ ...skinAnswers, treatmentCategories: [1, 2] }, 2)).toBe(true);
  });

  it('covers nothing without answers, without the terms or after an ineligible answer', () => {
    expect(coversTreatment(null, 1)).toBe(false);
    expect(coversTreatment({ ...skinAnswers, hasAcceptedTerms: false }, 1)).toBe(false);
    expect(coversTreatment({ ...skinAnswers, ineligibleReason: { reason: 'ineligible_state', userMessage: '' } }, 1)).toBe(false);
    expect(coversTreatment({ ...skinAnswers, ineligibleReason: { reason: 'none', userMessage: '' } }, 1)).toBe(true);
  });
});
