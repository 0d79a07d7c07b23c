import { type IneligibleReason, TREATMENT_CATEGORIES } from '@app/domain/constants';
import type { EligibilityData } from '@app/domain/contracts';
import { FLOWS, type FlowId } from '@app/domain/flows';
import { INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { type SurveyOutcome, SURVEY_INELIGIBLE_REASONS } from '@app/domain/surveys';

/**
 * Eligibility made up only to carry a survey's ineligibility, for a visitor (or visit) without
 * an eligibility check on record. Recognised by its blank state, zip and birthdate.
 */
function blankEligibility(flow: FlowId): EligibilityData {
  return {
    state: '',
    zip: '',
    birthdate: '',
    hasAcceptedTerms: false,
    treatmentCategories: [TREATMENT_CATEGORIES[FLOWS[flow].category]],
    ineligibleReason: null,
    isOtcSignupUser: false,
    canConsentToMedicalTreatment: false,
    isMilitaryAddress: false,
  };
}

function isBlank(eligibility: EligibilityData): boolean {
  return eligibility.state === '' && eligibility.zip === '' && eligibility.birthdate === '';
}

function isSurveyReason(reason: string): boolean {
  return (SURVEY_INELIGIBLE_REASONS as readonly string[]).includes(reason);
}

export type EligibilityChange = { changed: false } | { changed: true; eligibility: EligibilityData | null };

/**
 * The eligibility after the survey's outcome: an ineligible answer writes its reason (registration
 * and the visit then refuse to go on); a later answer that lifts it clears a reason the survey had
 * written, but never one from the eligibility check. A blank record made only for the reason goes
 * away with it, so it cannot stand in for a real eligibility check.
 */
export function eligibilityAfterOutcome(
  current: EligibilityData | null | undefined,
  outcome: SurveyOutcome,
  flow: FlowId,
): EligibilityChange {
  const reason = current?.ineligibleReason?.reason;
  if (outcome.kind === 'ineligible') {
    if (reason === outcome.reason || (reason !== undefined && !isSurveyReason(reason))) {
      return { changed: false };
    }
    const base = current ?? blankEligibility(flow);
    return {
      changed: true,
      eligibility: { ...base, ineligibleReason: { reason: outcome.reason, userMessage: INELIGIBLE_USER_MESSAGES[outcome.reason] } },
    };
  }
  if (!current || reason === undefined || !isSurveyReason(reason)) {
    return { changed: false };
  }
  return { changed: true, eligibility: isBlank(current) ? null : { ...current, ineligibleReason: null } };
}

/** The reason a change has just written (for analytics), or undefined when it wrote none. */
export function reasonWritten(change: EligibilityChange): IneligibleReason | undefined {
  return change.changed ? change.eligibility?.ineligibleReason?.reason : undefined;
}
