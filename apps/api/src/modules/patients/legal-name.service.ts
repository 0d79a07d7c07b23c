import type { LegalNameRequest } from '@app/domain/contracts';
import { HAIR_MINIMUM_AGE, NAME_MAX_LENGTH, TREATMENT_CATEGORIES } from '@app/domain/constants';
import { MESSAGES, INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { ageOn, calendarDateOf, parseUsDate, toIsoDate, addFieldError, hasFieldErrors, type FieldErrors, validateLegalName } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { validationError } from '../../errors';
import { updatePatientLegalName } from './legal-name.repository';
import { getSignedInPatient } from './patients.service';

function checkLengths(input: LegalNameRequest, errors: FieldErrors): void {
  // The name pattern has no upper bound; a legal name never needs more than the column's limit.
  if (!errors.firstname && input.firstname.trim().length > NAME_MAX_LENGTH) {
    addFieldError(errors, 'firstname', MESSAGES.legalName.firstNameInvalid);
  }
  if (!errors.lastname && input.lastname.trim().length > NAME_MAX_LENGTH) {
    addFieldError(errors, 'lastname', MESSAGES.legalName.lastNameInvalid);
  }
}

/**
 * The date of birth to store, after the age rules: 13 or older (the legal-name rule of 000 §5) and
 * 18 or older when the patient signed up for hair (the eligibility rule). A date already on file
 * is never changed here: it decides whether a guardian must consent, so a different one is refused.
 */
function checkDob(patient: PatientRow, dobText: string, now: Date, errors: FieldErrors): string | undefined {
  if (errors.dob) {
    return undefined;
  }
  const dob = parseUsDate(dobText);
  if (!dob) {
    return undefined;
  }
  const iso = toIsoDate(dob);
  if (patient.dateOfBirth && patient.dateOfBirth !== iso) {
    addFieldError(errors, 'dob', MESSAGES.legalName.dobMismatch);
    return undefined;
  }
  const isHair = patient.eligibility?.treatmentCategories.includes(TREATMENT_CATEGORIES.hair) === true;
  if (isHair && ageOn(dob, calendarDateOf(now)) < HAIR_MINIMUM_AGE) {
    addFieldError(errors, 'dob', INELIGIBLE_USER_MESSAGES.ineligible_hair_age);
    return undefined;
  }
  return patient.dateOfBirth ? undefined : iso;
}

/**
 * `POST /app/users/self/legal-name` (001 §7.1): the signed-in patient's legal first and last name,
 * and their date of birth when the flow asks for it (`dob` present) or none is on file. Any failure:
 * 422, nothing stored.
 */
export async function updateLegalName(db: Db, patientId: number, input: LegalNameRequest, now = new Date()): Promise<PatientRow> {
  const patient = await getSignedInPatient(db, patientId);
  // Asked when sent, and always of a patient without one on file: the guardian step and the age
  // rules depend on it, so leaving it out cannot skip them.
  const isDobAsked = input.dob != null || patient.dateOfBirth === null;
  const errors = validateLegalName(
    { firstname: input.firstname, lastname: input.lastname, dob: input.dob ?? undefined },
    isDobAsked,
    calendarDateOf(now),
  );
  checkLengths(input, errors);
  const dateOfBirth = isDobAsked ? checkDob(patient, input.dob ?? '', now, errors) : undefined;
  if (hasFieldErrors(errors)) {
    throw validationError(errors);
  }
  return updatePatientLegalName(db, patient.id, {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    ...(dateOfBirth ? { dateOfBirth } : {}),
  });
}
