import type { BookConsultationInput, Consultation, Provider } from '@app/domain/contracts';
import { DEFAULT_CONSULTATION_LANGUAGE, isConsultationLanguage } from '@app/domain/constants';
import { MESSAGES, invalidFieldMessage, requiredFieldMessage } from '@app/domain/messages';
import { startOfZonedDay, toUnixSeconds } from '@app/domain/scheduling';
import { addFieldError, hasFieldErrors, type FieldErrors } from '@app/domain/validation';
import type { Db } from '../../db/client';
import { queueConsultationConfirmation } from './consultation-confirmation.service';
import type { ConsultationRow, TimeSlotRow } from '../../db/schema/index';
import { AppError, validationError } from '../../errors';
import {
  isPreferredLanguageEnabled,
  licensureStateOf,
  loadBookingContext,
  type SchedulingSettings,
} from './booking-context';
import {
  findSlotForBooking,
  findVisitConsultationDetails,
  replaceVisitConsultation,
} from './consultations.repository';
import { withTransaction } from '../../db/transaction';
import { reportVisitFact } from '../visits';

/** The consultation of 000 §3, its day taken in the patient's zone. */
function toConsultationView(
  consultation: Pick<ConsultationRow, 'preferredLanguage'>,
  slot: Pick<TimeSlotRow, 'startsAt' | 'durationMinutes'>,
  timeZone: string,
): Consultation {
  const startsAt = slot.startsAt.getTime();
  return {
    scheduledAtDateTimestamp: toUnixSeconds(startOfZonedDay(startsAt, timeZone)),
    scheduledAtTimestamp: toUnixSeconds(startsAt),
    preferredLanguage: consultation.preferredLanguage,
    timezone: timeZone,
    durationMinutes: slot.durationMinutes,
  };
}

export interface VisitConsultationRequest {
  patientId: number;
  visitUuid: string;
  timezone: string | undefined;
}

/** The visit's live consultation, or null while unscheduled (000 §4 "Consultation"). */
export async function getVisitConsultation(
  db: Db,
  request: VisitConsultationRequest,
): Promise<Consultation | null> {
  const { visit, timeZone } = await loadBookingContext(
    db,
    request.patientId,
    request.visitUuid,
    request.timezone,
  );
  const details = await findVisitConsultationDetails(db, visit.id);
  return details ? toConsultationView(details.consultation, details.slot, timeZone) : null;
}

/** The provider who holds the visit's live consultation (000 §7 "live consultations provider lookup"). */
export async function getConsultationProvider(
  db: Db,
  request: Omit<VisitConsultationRequest, 'timezone'>,
): Promise<Provider> {
  const { visit } = await loadBookingContext(db, request.patientId, request.visitUuid, undefined);
  const details = await findVisitConsultationDetails(db, visit.id);
  if (!details) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  return { name: details.provider.name, profilePhotoUrl: details.provider.profilePhotoUrl };
}

/** The language to store, or a field error: the select exists only behind the brand's flag. */
function chooseLanguage(
  requested: string | undefined,
  isEnabled: boolean,
  errors: FieldErrors,
): string {
  if (!isEnabled) {
    if (requested !== undefined && requested !== DEFAULT_CONSULTATION_LANGUAGE) {
      addFieldError(errors, 'preferredLanguage', invalidFieldMessage('preferred language'));
    }
    return DEFAULT_CONSULTATION_LANGUAGE;
  }
  if (requested === undefined || requested === '') {
    addFieldError(errors, 'preferredLanguage', requiredFieldMessage('preferred language'));
  } else if (!isConsultationLanguage(requested)) {
    addFieldError(errors, 'preferredLanguage', invalidFieldMessage('preferred language'));
  }
  return requested ?? DEFAULT_CONSULTATION_LANGUAGE;
}

export interface BookConsultationRequest extends VisitConsultationRequest {
  brandId: number;
  input: BookConsultationInput;
  now: Date;
}

/**
 * Books a slot for the visit (000 §7 "consultation schedule submit"), of a provider licensed in
 * the patient's state (ADR 115). A visit holds one live booking: booking again replaces the earlier one. A slot is booked once: whoever loses the race
 * for it, or picks a time that has begun, gets 409 and nothing changes.
 */
export async function bookConsultation(
  db: Db,
  settings: SchedulingSettings,
  request: BookConsultationRequest,
): Promise<Consultation> {
  const { patient, visit, timeZone } = await loadBookingContext(
    db,
    request.patientId,
    request.visitUuid,
    request.timezone,
  );
  const { input } = request;
  const errors: FieldErrors = {};
  if (input.brand !== request.brandId || visit.brandId !== request.brandId) {
    addFieldError(errors, 'brand', invalidFieldMessage('brand'));
  }
  const language = chooseLanguage(
    input.preferredLanguage,
    isPreferredLanguageEnabled(settings, request.brandId),
    errors,
  );
  if (hasFieldErrors(errors)) {
    throw validationError(errors);
  }

  const state = licensureStateOf(patient);
  if (state === null) {
    throw validationError({ appointmentTimeSlotId: [MESSAGES.licensedBooking.stateUnknown] });
  }
  const slot = await findSlotForBooking(db, input.appointmentTimeSlotId, state);
  if (!slot || !slot.isProviderActive) {
    throw validationError({ appointmentTimeSlotId: [invalidFieldMessage('time')] });
  }
  // Never listed for this patient (ADR 115): a forged id, or a licence withdrawn since the listing.
  if (!slot.isProviderLicensed) {
    throw validationError({ appointmentTimeSlotId: [MESSAGES.licensedBooking.notLicensed] });
  }
  if (!slot.languages.includes(language)) {
    throw validationError({ preferredLanguage: [invalidFieldMessage('preferred language')] });
  }
  // A slot past, or taken out of its provider's hours since the listing (ADR 171), is gone as a taken one is.
  if (slot.startsAt.getTime() <= request.now.getTime() || slot.isWithdrawn) {
    throw new AppError('CONFLICT', MESSAGES.scheduling.slotTaken);
  }

  // The booking and the visit's fact commit together, so the visit's progress never disagrees with it.
  const booked = await withTransaction(db, async (tx) => {
    const row = await replaceVisitConsultation(tx, {
      patientId: patient.id,
      visitId: visit.id,
      brandId: request.brandId,
      timeSlotId: slot.id,
      preferredLanguage: language,
      now: request.now,
    });
    if (row !== 'slot-taken') {
      await reportVisitFact(tx, visit, 'consultationBooked', true);
      // The confirmation (with its calendar file, in the zone the times were shown in) is sent by a job.
      await queueConsultationConfirmation(tx, { consultationId: row.id, timeZone });
    }
    return row;
  });
  if (booked === 'slot-taken') {
    throw new AppError('CONFLICT', MESSAGES.scheduling.slotTaken);
  }
  return toConsultationView(booked, slot, timeZone);
}
