import type { EligibilityRecheckAnswer, EligibilityRecheckRequest } from '@app/domain/contracts';
import { isMilitaryAddress } from '@app/domain/eligibility';
import { MESSAGES } from '@app/domain/messages';
import { parseIsoDate, toUsDate } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { validationError } from '../../errors';
import { consumeAttempt } from '../rate-limits';
import { assessEligibility, assessPlaceEligibility, type EligibilitySettings } from './eligibility.service';

/** Re-checks a patient may ask for in a window: one follows each address save (ours, ADR 105). */
export const ELIGIBILITY_RECHECKS_PER_WINDOW = 60;
export const ELIGIBILITY_RECHECK_WINDOW_MINUTES = 15;

/** The date of birth on file as mm/dd/yyyy: the account's, else the one of the sign-up's answers. */
function birthdateOnFile(patient: PatientRow): string {
  const dob = patient.dateOfBirth ? parseIsoDate(patient.dateOfBirth) : null;
  return dob ? toUsDate(dob) : (patient.eligibility?.birthdate ?? '');
}

/**
 * The eligibility a patient's shipping address gives them for some treatment categories: the
 * sign-up rules (`assessEligibility`: age, hair age, hair to the military post, unavailable states)
 * applied to the address, zip and date of birth on file, so nothing typed here can change the
 * outcome. The military post counts when the stored address goes through it or the caller says so.
 * The outcome is answered, not stored: the patient's sign-up answers stay as they were (ADR 105).
 */
export function shippingEligibilityOf(
  settings: EligibilitySettings,
  patient: PatientRow,
  treatmentCategories: readonly number[],
  isMilitaryPost = false,
  now = new Date(),
): EligibilityRecheckAnswer {
  const address = { city: patient.city ?? '', state: patient.state ?? '' };
  const militaryAddress = isMilitaryPost || isMilitaryAddress(address);
  const birthdate = birthdateOnFile(patient);
  if (!birthdate) {
    // A product-detail sign-up pays before it gives its date of birth (ADR 107): the place rules
    // now, the age rules on the legal-name page.
    const place = { state: address.state, zip: patient.zipcode ?? '', treatmentCategories: [...treatmentCategories], militaryAddress };
    return { ineligibleReason: assessPlaceEligibility(place, settings) };
  }
  const eligibility = assessEligibility(
    {
      state: address.state,
      zip: patient.zipcode ?? '',
      birthdate,
      // Consent was given at sign-up; the re-check judges place and age only.
      hasAcceptedTerms: true,
      treatmentCategories: [...treatmentCategories],
      militaryAddress,
    },
    settings,
    now,
  );
  return { ineligibleReason: eligibility.ineligibleReason };
}

/**
 * The check that follows a successful address update (001 §4 "Submission", §7.2): limited per
 * patient, for the brand of the patient's account only.
 */
export async function recheckEligibility(
  db: Db,
  settings: EligibilitySettings,
  patient: PatientRow,
  request: EligibilityRecheckRequest,
  now = new Date(),
): Promise<EligibilityRecheckAnswer> {
  if (request.brand !== undefined && request.brand !== patient.brandId) {
    throw validationError({ brand: [MESSAGES.selection.wrongBrand] });
  }
  await consumeAttempt(
    db,
    {
      key: `eligibility-recheck:patient:${patient.id}`,
      max: ELIGIBILITY_RECHECKS_PER_WINDOW,
      windowMinutes: ELIGIBILITY_RECHECK_WINDOW_MINUTES,
    },
    now,
  );
  return shippingEligibilityOf(
    settings,
    patient,
    request.treatmentCategories,
    request.militaryAddress,
    now,
  );
}
