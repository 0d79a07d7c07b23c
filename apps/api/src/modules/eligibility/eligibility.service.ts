import type { EligibilityData } from '@app/domain/contracts';
import { isUsStateCode } from '@app/domain/constants';
import { evaluateEligibility, placeIneligibleReason, signupHistoryReason, isMilitaryStateCode, isOtcSignupAccount } from '@app/domain/eligibility';
import { MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { calendarDateOf, parseUsDate, validateEligibilityInput, type EligibilityInput, hasFieldErrors, zip5 } from '@app/domain/validation';
import type { Db } from '../../db/client';
import { validationError } from '../../errors';
import { listVisitsOfPatient } from '../visits';
import { findPatient } from '../patients';
import type { ZipDirectory } from './zip-directory';

export interface EligibilitySettings {
  unavailableStates: readonly string[];
  /** States the hair product may not be sent to (ADR 141); none when unset. */
  hairUnavailableStates?: readonly string[];
  zipDirectory: ZipDirectory;
}

/** The eligibility settings from the environment, as every route group that judges eligibility takes them. */
export function eligibilitySettingsOf(
  env: { UNAVAILABLE_STATES: readonly string[]; HAIR_UNAVAILABLE_STATES: readonly string[] },
  zipDirectory: ZipDirectory,
): EligibilitySettings {
  return { unavailableStates: env.UNAVAILABLE_STATES, hairUnavailableStates: env.HAIR_UNAVAILABLE_STATES, zipDirectory };
}

/**
 * Resolves the patient's state: from the zip when only a zip is given; when both are given the zip
 * must belong to the state. Returns undefined when the zip is unknown or belongs elsewhere.
 */
function resolveState(input: Pick<EligibilityInput, 'state' | 'zip'>, zipDirectory: ZipDirectory): string | undefined {
  const state = input.state.trim();
  const zip = input.zip.trim();
  if (!zip) {
    return state;
  }
  const place = zipDirectory.lookup(zip5(zip));
  if (!place || (state && place.state !== state)) {
    return undefined;
  }
  return place.state;
}

/**
 * Checks the eligibility form (000 §5) and decides eligibility (000 §3): 422 for bad input, else
 * the eligibility data with `ineligibleReason` null or `{ reason, userMessage }`.
 */
export function assessEligibility(
  input: EligibilityInput,
  settings: EligibilitySettings,
  now = new Date(),
): EligibilityData {
  const today = calendarDateOf(now);
  // The server's answer names the field the way 000 §5 words the birthdate field's own message.
  const errors = validateEligibilityInput(input, today, MESSAGES.eligibility.birthdateFieldInvalid);
  if (hasFieldErrors(errors)) {
    throw validationError(errors);
  }
  const state = resolveState(input, settings.zipDirectory);
  const isMilitary = input.militaryAddress === true;
  if (!state || !(isUsStateCode(state) || (isMilitary && isMilitaryStateCode(state)))) {
    throw validationError({ zip: [MESSAGES.eligibility.zipInvalid] });
  }
  const birthdate = parseUsDate(input.birthdate.trim());
  if (!birthdate) {
    throw validationError({ birthdate: [MESSAGES.eligibility.birthdateFieldInvalid] });
  }
  const outcome = evaluateEligibility({
    birthdate,
    state,
    treatmentCategories: input.treatmentCategories,
    unavailableStates: settings.unavailableStates,
    hairUnavailableStates: settings.hairUnavailableStates ?? [],
    today,
    isMilitaryAddress: isMilitary,
  });
  return {
    state,
    zip: input.zip.trim(),
    birthdate: input.birthdate.trim(),
    hasAcceptedTerms: input.hasAcceptedTerms,
    treatmentCategories: input.treatmentCategories,
    ineligibleReason: outcome.isEligible
      ? null
      : { reason: outcome.reason, userMessage: INELIGIBLE_USER_MESSAGES[outcome.reason] },
    // The rules know nothing of the account; `withAccountHistory` marks a shop account (ADR 154).
    isOtcSignupUser: false,
    canConsentToMedicalTreatment: outcome.isEligible && outcome.canConsentToMedicalTreatment,
    // Sent by the check that follows an address update (001 §7.2); the welcome form has no address.
    isMilitaryAddress: isMilitary,
  };
}

/**
 * What a signed-in patient's account adds to the rules' answer of `assessEligibility` at sign-up.
 * Their finished visits (ADR 141): a sign-up already done for the category, or a treatment to add
 * through the new-treatment flow; an answer the rules already refused is kept as it is. And
 * `isOtcSignupUser` (000 §3, ADR 154): an account made by the storefront's sign-up that has never
 * completed a visit, which the web sends to login after eligibility (000 §4). A visitor's answer
 * is the rules' alone.
 */
export async function withAccountHistory(db: Db, eligibility: EligibilityData, patientId: number | undefined): Promise<EligibilityData> {
  if (patientId === undefined) {
    return eligibility;
  }
  const [visits, patient] = await Promise.all([listVisitsOfPatient(db, patientId), findPatient(db, patientId)]);
  const isOtcSignupUser = patient !== undefined && isOtcSignupAccount(patient, visits);
  const reason = eligibility.ineligibleReason ? null : signupHistoryReason(visits, eligibility.treatmentCategories);
  return {
    ...eligibility,
    isOtcSignupUser,
    ...(reason ? { ineligibleReason: { reason, userMessage: INELIGIBLE_USER_MESSAGES[reason] } } : {}),
  };
}

/**
 * The place rules alone for an address (state reached, the military post), before a date of
 * birth is on file: the product-detail checkout asks for it after payment (ADR 107), and the age
 * rules apply then, on the legal-name page. A zip outside the state is refused as at sign-up.
 */
export function assessPlaceEligibility(
  input: Pick<EligibilityInput, 'state' | 'zip' | 'treatmentCategories' | 'militaryAddress'>,
  settings: EligibilitySettings,
): EligibilityData['ineligibleReason'] {
  const state = resolveState(input, settings.zipDirectory);
  const isMilitary = input.militaryAddress === true;
  if (!state || !(isUsStateCode(state) || (isMilitary && isMilitaryStateCode(state)))) {
    throw validationError({ zip: [MESSAGES.eligibility.zipInvalid] });
  }
  const reason = placeIneligibleReason({
    state,
    treatmentCategories: input.treatmentCategories,
    unavailableStates: settings.unavailableStates,
    hairUnavailableStates: settings.hairUnavailableStates ?? [],
    isMilitaryAddress: isMilitary,
  });
  return reason ? { reason, userMessage: INELIGIBLE_USER_MESSAGES[reason] } : null;
}
