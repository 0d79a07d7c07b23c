import { RecordPrescriptionSchema, type PrescriptionView, type RecordPrescription } from '@app/domain/contracts';
import { MESSAGES, invalidFieldMessage } from '@app/domain/messages';
import { addFieldError, type FieldErrors } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { PrescriptionRow } from '../../db/schema/index';
import { AppError, validationError } from '../../errors';
import { isActiveProvider, providerNamesOf } from '../scheduling';
import { getOwnVisit } from '../visits';
import { findPrescriptionsOfPatient, insertPrescription } from './prescriptions.repository';

/** Who records a prescription, for whom, and after which visit (ADR 112). */
export interface PrescriptionContext {
  patientId: number;
  providerId: number;
  /** The visit the provider reviewed, when there is one; it must be the patient's. */
  visitUuid?: string;
  prescribedAt: Date;
}

/**
 * Records what a provider prescribed or declined: the function the care team's side (issue 14)
 * calls. The item and its ingredients are checked like a request body; the provider must be
 * active and the visit the patient's own.
 */
export async function recordPrescription(db: Db, context: PrescriptionContext, input: RecordPrescription): Promise<PrescriptionRow> {
  const parsed = RecordPrescriptionSchema.safeParse(input);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'status');
      if (!errors[field]) {
        addFieldError(errors, field, invalidFieldMessage(field));
      }
    }
    throw validationError(errors);
  }
  if (!(await isActiveProvider(db, context.providerId))) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  const visit = context.visitUuid === undefined ? undefined : await getOwnVisit(db, context.patientId, context.visitUuid);
  const item = parsed.data;
  return insertPrescription(db, {
    patientId: context.patientId,
    visitId: visit?.id ?? null,
    providerId: context.providerId,
    itemId: item.itemId,
    itemName: item.itemName,
    ingredients: item.ingredients,
    status: item.status,
    declineReason: item.status === 'declined' ? item.declineReason : null,
    prescribedAt: context.prescribedAt,
  });
}

/** The patient's prescriptions with each provider's name, newest first (two statements). */
export async function listPatientPrescriptions(db: Db, patientId: number): Promise<PrescriptionView[]> {
  const rows = await findPrescriptionsOfPatient(db, patientId);
  const names = await providerNamesOf(db, rows.map((row) => row.providerId));
  return rows.map((row) => toPrescriptionView(row, names));
}

/** A prescription as pages show it, with its provider's name from `names`. */
export function toPrescriptionView(row: PrescriptionRow, names: ReadonlyMap<number, string>): PrescriptionView {
  return {
    id: row.id,
    itemName: row.itemName,
    ingredients: row.ingredients,
    providerName: names.get(row.providerId) ?? '',
    status: row.status,
    declineReason: row.declineReason,
    prescribedAt: row.prescribedAt.toISOString(),
  };
}
