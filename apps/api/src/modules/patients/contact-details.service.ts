import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { MESSAGES } from '@app/domain/messages';
import { AppError } from '../../errors';
import {
  updatePatientConfirmedPhone,
  updatePatientEmailVerified,
  updatePatientPhone,
  updatePatientSmsPreferences,
} from './contact-details.repository';

/**
 * The patient's contact details that the messaging module verifies: phone number and its
 * confirmation, email verification and SMS preferences. Messaging decides when; identity owns
 * the patients table, so the writes live here.
 */

function signedIn(row: PatientRow | undefined): PatientRow {
  if (!row) {
    throw new AppError('UNAUTHENTICATED', MESSAGES.account.unauthenticated);
  }
  return row;
}

/** Saves a (normalized) phone number; its confirmation is dropped when the number changes. */
export async function setPatientPhone(db: Db, patientId: number, phone: string): Promise<PatientRow> {
  return signedIn(await updatePatientPhone(db, patientId, phone));
}

/** Saves a phone number as confirmed now (a code sent to it came back). */
export async function confirmPatientPhone(db: Db, patientId: number, phone: string, at: Date): Promise<PatientRow> {
  return signedIn(await updatePatientConfirmedPhone(db, patientId, phone, at));
}

/** Marks the patient's email address as verified, keeping the first verification time. */
export async function markPatientEmailVerified(db: Db, patientId: number, at: Date): Promise<void> {
  await updatePatientEmailVerified(db, patientId, at);
}

export async function setPatientSmsPreferences(
  db: Db,
  patientId: number,
  preferences: { smsTransactionalEnabled?: boolean; smsMarketingEnabled?: boolean },
): Promise<PatientRow> {
  return signedIn(await updatePatientSmsPreferences(db, patientId, preferences));
}
