import type { Guardian, GuardianRequest } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { normalizeEmail, addFieldError, hasFieldErrors, validateGuardian, phoneDigits, toSameSitePath } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { GuardianRow, PatientRow } from '../../db/schema/index';
import { AppError, validationError } from '../../errors';
import { findGuardianOfPatient, upsertGuardian } from './guardians.repository';
import { withTransaction } from '../../db/transaction';
import { recordGuardianGiven } from '../patients';

function toGuardianView(row: GuardianRow): Guardian {
  return { firstname: row.firstname, lastname: row.lastname, email: row.email, phone: row.phone, terms: true };
}

/** The patient's guardian, or null when none was given yet. */
export async function readGuardian(db: Db, patientId: number): Promise<Guardian | null> {
  const row = await findGuardianOfPatient(db, patientId);
  return row ? toGuardianView(row) : null;
}

/**
 * Stores (or replaces) the guardian of a patient aged 13 to 17 (000 §2 guardian form). An adult,
 * or a patient whose age is unknown, has no guardian step: 403. Invalid input: 422 with messages
 * per field, nothing stored. `redirectUrl` is echoed only when it is a path on this site.
 */
export async function submitGuardian(
  db: Db,
  patient: PatientRow,
  isMinor: boolean,
  input: GuardianRequest,
  now = new Date(),
): Promise<{ guardian: Guardian; redirectUrl: string | null }> {
  if (!isMinor) {
    throw new AppError('FORBIDDEN', MESSAGES.guardian.notMinor);
  }
  const errors = validateGuardian(input);
  if (!errors.email && normalizeEmail(input.email) === normalizeEmail(patient.email)) {
    addFieldError(errors, 'email', MESSAGES.guardian.sameEmailAsPatient);
  }
  if (hasFieldErrors(errors)) {
    throw validationError(errors);
  }
  // The guardian and the patient's fact (which the flow's progress reads) commit together.
  const row = await withTransaction(db, async (tx) => {
    const saved = await upsertGuardian(tx, patient.id, {
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      email: normalizeEmail(input.email),
      phone: phoneDigits(input.phone),
      acceptedTermsAt: now,
    });
    await recordGuardianGiven(tx, patient.id, now);
    return saved;
  });
  return { guardian: toGuardianView(row), redirectUrl: toSameSitePath(input.redirectUrl) };
}
