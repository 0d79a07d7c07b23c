import type { AuditHistory, AuditHistoryQuery, LicencesChange, PatientSearchQuery, PatientSearchResult, ProviderLicences } from '@app/domain/contracts';
import { STAFF_ROLES, US_STATE_CODES } from '@app/domain/constants';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { PATIENT_SEARCH_LIMIT, patientSearchTermsOf } from '@app/domain/operations';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import { auditPageOfPatient } from '../audit';
import { patientDisplayName, patientNamesOf, searchPatientsByContact } from '../patients';
import { providersWithStates, setLicensedStates, type ProviderWithStates } from '../scheduling';
import { staffNamesOf } from '../staff';
import { requireReason } from '../audit';
import { recordFix, type OperatorContext } from './operator-fixes.service';
import { patientOrNotFound } from './patient-overview.service';

const TEXT = STAFF_MESSAGES.operatorConsole;

/**
 * Finds patients of both brands (or one) by part of their email, name or phone (ADR 119): at least
 * three characters, newest first, at most 25 and whether there are more.
 */
export async function searchPatients(db: Db, query: PatientSearchQuery): Promise<PatientSearchResult> {
  const terms = patientSearchTermsOf(query.q);
  if (!terms) {
    throw validationError({ q: [TEXT.searchTooShort] });
  }
  const rows = await searchPatientsByContact(db, terms, { brandId: query.brand, limit: PATIENT_SEARCH_LIMIT + 1 });
  return {
    patients: rows.slice(0, PATIENT_SEARCH_LIMIT).map((row) => ({
      id: row.id,
      name: patientDisplayName(row),
      email: row.email,
      phone: row.phone,
      brandId: row.brandId,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > PATIENT_SEARCH_LIMIT,
  };
}

/**
 * A page of the patient's audit trail, newest first, with each actor's name: staff through the
 * staff service, patients through the patients service, each one statement for the whole page.
 */
export async function auditHistory(db: Db, patientId: number, query: AuditHistoryQuery): Promise<AuditHistory> {
  await patientOrNotFound(db, patientId);
  const { rows, nextBeforeId } = await auditPageOfPatient(db, patientId, { beforeId: query.beforeId, limit: query.limit });
  const idsOf = (roles: readonly string[]) => rows.filter((row) => roles.includes(row.actorRole) && row.actorId !== null).map((row) => row.actorId!);
  const [staffNames, patientRows] = await Promise.all([staffNamesOf(db, idsOf(STAFF_ROLES)), patientNamesOf(db, idsOf(['patient']))]);
  const patientNames = new Map(patientRows.map((row) => [row.id, patientDisplayName(row)]));
  return {
    events: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      actorRole: row.actorRole,
      actorId: row.actorId,
      actorName: row.actorId === null ? null : ((row.actorRole === 'patient' ? patientNames : staffNames).get(row.actorId) ?? null),
      action: row.action,
      outcome: row.outcome,
      reason: row.reason,
      subject: row.subject,
      ipAddress: row.ipAddress,
    })),
    nextBeforeId,
  };
}

const licencesOf = ({ provider, states }: ProviderWithStates): ProviderLicences => ({ providerId: provider.id, name: provider.name, isActive: provider.isActive, states });

/** Every provider with their licensed states. */
export async function listProviderLicences(db: Db): Promise<ProviderLicences[]> {
  return (await providersWithStates(db)).map(licencesOf);
}

/**
 * Replaces a provider's licensed states (two-letter US codes from the domain's list, each once),
 * with the reason, in one transaction with its audit row. Booking and the review queue read the
 * same table, so the change holds from the next request.
 */
export async function setProviderLicences(db: Db, context: OperatorContext, providerId: number, change: LicencesChange): Promise<ProviderLicences> {
  const reason = requireReason(change.reason);
  const states = change.states.map((state) => state.trim().toUpperCase());
  const unknown = states.filter((state) => !US_STATE_CODES.includes(state));
  if (unknown.length > 0) {
    throw validationError({ states: [fillTemplate(TEXT.unknownStates, { states: [...new Set(unknown)].join(', ') || '""' })] });
  }
  return withTransaction(db, async (tx) => {
    const set = await setLicensedStates(tx, providerId, states);
    if (!set) {
      throw new AppError('NOT_FOUND', TEXT.providerNotFound);
    }
    const after = [...new Set(states)].sort();
    const subject = { providerId, before: set.before.join(',') || '-', after: after.join(',') || '-' };
    await recordFix(tx, context, { action: 'provider.licences.set', subject, reason });
    return licencesOf({ provider: set.provider, states: after });
  });
}
