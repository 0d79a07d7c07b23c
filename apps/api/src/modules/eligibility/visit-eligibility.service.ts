import type { EligibilityData, VisitEligibilityInput } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { parseUsDate, toIsoDate } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { validationError } from '../../errors';
import { getOwnVisit, recordVisitEligibility, reportVisitFact } from '../visits';
import { assessEligibility, type EligibilitySettings } from './eligibility.service';

/**
 * The visit-based eligibility check (000 §2 "a visit-based variant", ADR 100): the patient's
 * state, birthdate and consent, judged by the rules of the visit's own treatment category and kept
 * on the visit. An eligible answer lets the visit's flow go on; an ineligible one is kept too, so
 * the visit shows why, and the step stays open.
 */
export async function confirmVisitEligibility(
  db: Db,
  settings: EligibilitySettings,
  patient: PatientRow,
  uuid: string,
  input: VisitEligibilityInput,
): Promise<EligibilityData> {
  const visit = await getOwnVisit(db, patient.id, uuid);
  const eligibility = assessEligibility(
    { state: input.state, zip: '', birthdate: input.birthdate, hasAcceptedTerms: input.hasAcceptedTerms, treatmentCategories: [visit.treatmentCategory] },
    settings,
  );
  // The age rules must judge the date of birth on file, not another one typed to pass them.
  const typed = parseUsDate(eligibility.birthdate);
  if (patient.dateOfBirth !== null && (!typed || toIsoDate(typed) !== patient.dateOfBirth)) {
    throw validationError({ birthdate: [MESSAGES.legalName.dobMismatch] });
  }
  await withTransaction(db, async (tx) => {
    await recordVisitEligibility(tx, visit.id, eligibility);
    await reportVisitFact(tx, visit, 'eligibilityConfirmed', eligibility.ineligibleReason === null);
  });
  return eligibility;
}
