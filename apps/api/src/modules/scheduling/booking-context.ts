import { MESSAGES, invalidFieldMessage } from '@app/domain/messages';
import { FLOWS, type FlowId } from '@app/domain/flows';
import { isSupportedTimeZone, timeZoneForState } from '@app/domain/scheduling';
import type { Db } from '../../db/client';
import type { PatientRow, VisitRow } from '../../db/schema/index';
import { AppError, validationError } from '../../errors';
import { getSignedInPatient } from '../patients';
import { getOwnVisit } from '../visits';

/** What every booking call works from. */
export interface BookingContext {
  patient: PatientRow;
  visit: VisitRow;
  /** The IANA zone day buckets and the view are computed in. */
  timeZone: string;
}

/** The per-brand feature flag behind the Preferred language select (see ADR 041). */
export interface SchedulingSettings {
  languageBrandIds: readonly number[];
}

export function isPreferredLanguageEnabled(settings: SchedulingSettings, brandId: number): boolean {
  return settings.languageBrandIds.includes(brandId);
}

/**
 * The zone the browser reported, when Intl knows it; otherwise the main zone of the patient's
 * state. A zone that is sent but unknown is bad input (422), not a silent fallback.
 */
function resolveTimeZone(
  requested: string | undefined,
  patient: PatientRow,
  visit: VisitRow,
): string {
  if (requested !== undefined) {
    if (!isSupportedTimeZone(requested)) {
      throw validationError({ timezone: [invalidFieldMessage('timezone')] });
    }
    return requested;
  }
  return timeZoneForState(patient.state ?? visit.eligibility?.state ?? patient.eligibility?.state);
}

/**
 * The state a patient is treated in, for licensure (ADR 115): the account's state of residence,
 * the one the review queue and the provider's licence check read, so whoever holds the
 * consultation can also open the visit. Null when the account has none: then no slot is offered.
 */
export function licensureStateOf(patient: PatientRow): string | null {
  return patient.state;
}

/**
 * The signed-in patient, their visit (404 for anyone else's, as the visits module answers) and the
 * zone to show times in. A visit whose flow has no consultation step has nothing to book: 404.
 */
export async function loadBookingContext(
  db: Db,
  patientId: number,
  visitUuid: string,
  requestedTimeZone: string | undefined,
): Promise<BookingContext> {
  const patient = await getSignedInPatient(db, patientId);
  const visit = await getOwnVisit(db, patientId, visitUuid);
  if (!FLOWS[visit.flow as FlowId]?.steps.includes('schedule-consultation')) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  return { patient, visit, timeZone: resolveTimeZone(requestedTimeZone, patient, visit) };
}
