import { HAIR_MINIMUM_AGE, MINIMUM_AGE } from '../constants/limits';
import type { IneligibleReason } from '../constants/ineligible-reasons';
import { TREATMENT_CATEGORIES } from '../constants/treatment-categories';
import { ADULT_AGE } from '../constants/limits';
import { ageOn, type CalendarDate } from '../validation/birthdate';

export interface EligibilityFacts {
  birthdate: CalendarDate;
  /** Two-letter state, already resolved from the zip code when only a zip was given. */
  state: string;
  treatmentCategories: readonly number[];
  /** States the service does not reach (a setting, see the API's env). */
  unavailableStates: readonly string[];
  /** States the service reaches but the hair product may not be sent to (a setting, ADR 141). */
  hairUnavailableStates?: readonly string[];
  today: CalendarDate;
  /** The shipping address goes through the military post (APO/FPO/DPO, ADR 100). */
  isMilitaryAddress?: boolean;
}

export type EligibilityOutcome =
  | { isEligible: true; age: number; isMinor: boolean; canConsentToMedicalTreatment: boolean }
  | { isEligible: false; reason: Exclude<IneligibleReason, 'none'>; age: number };

/**
 * The sign-up rules of 000 §3: minimum age 13 (18 for hair), a hair treatment only to an address
 * it can be delivered to (not the military post, ADR 100), and a state the service reaches. Age is
 * checked first, so an under-age patient hears about age rather than geography.
 */
export function evaluateEligibility(facts: EligibilityFacts): EligibilityOutcome {
  const age = ageOn(facts.birthdate, facts.today);
  if (age < MINIMUM_AGE) {
    return { isEligible: false, reason: 'ineligible_age', age };
  }
  if (facts.treatmentCategories.includes(TREATMENT_CATEGORIES.hair) && age < HAIR_MINIMUM_AGE) {
    return { isEligible: false, reason: 'ineligible_hair_age', age };
  }
  const placeReason = placeIneligibleReason(facts);
  if (placeReason) {
    return { isEligible: false, reason: placeReason, age };
  }
  const isMinor = age < ADULT_AGE;
  return { isEligible: true, age, isMinor, canConsentToMedicalTreatment: !isMinor };
}

export type PlaceFacts = Pick<EligibilityFacts, 'state' | 'treatmentCategories' | 'unavailableStates' | 'hairUnavailableStates' | 'isMilitaryAddress'>;

/**
 * The rules of the place alone (000 §3): a hair treatment cannot go to the military post, the
 * state must be one the service reaches, and a hair treatment only to a state its product may be
 * sent to (`ineligible_hair_cannot_receive_product`, the product check of 000 §4, ADR 141). Used by `evaluateEligibility` after the age rules, and
 * alone for an address given before the date of birth (the product-detail checkout, ADR 107).
 */
export function placeIneligibleReason(facts: PlaceFacts): Exclude<IneligibleReason, 'none'> | undefined {
  if (facts.isMilitaryAddress === true && facts.treatmentCategories.includes(TREATMENT_CATEGORIES.hair)) {
    return 'ineligible_hair_undeliverable_address';
  }
  if (facts.unavailableStates.includes(facts.state)) {
    return 'ineligible_state';
  }
  if (facts.treatmentCategories.includes(TREATMENT_CATEGORIES.hair) && (facts.hairUnavailableStates ?? []).includes(facts.state)) {
    return 'ineligible_hair_cannot_receive_product';
  }
  return undefined;
}
