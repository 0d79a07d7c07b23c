import type { EligibilityData } from '../contracts/eligibility';

/**
 * Whether eligibility answers on record let a visit of this treatment category go on without the
 * visit's own check (ADR 100): the terms were accepted, nothing made the patient ineligible, and
 * the check was made for this category (the hair rules differ from the skin ones).
 */
export function coversTreatment(eligibility: EligibilityData | null, treatmentCategory: number): boolean {
  if (!eligibility) {
    return false;
  }
  const isIneligible = eligibility.ineligibleReason !== null && eligibility.ineligibleReason.reason !== 'none';
  return eligibility.hasAcceptedTerms && !isIneligible && eligibility.treatmentCategories.includes(treatmentCategory);
}
