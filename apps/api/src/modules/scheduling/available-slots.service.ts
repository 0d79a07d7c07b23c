import type { AvailableSlots } from '@app/domain/contracts';
import { CONSULTATION_BOOKING_NOTICE_MINUTES, CONSULTATION_LANGUAGE_CODES, CONSULTATION_LISTED_DAYS, DEFAULT_CONSULTATION_LANGUAGE, isConsultationLanguage } from '@app/domain/constants';
import { invalidFieldMessage } from '@app/domain/messages';
import { groupSlotsByDay } from '@app/domain/scheduling';
import type { Db } from '../../db/client';
import { validationError } from '../../errors';
import {
  isPreferredLanguageEnabled,
  licensureStateOf,
  loadBookingContext,
  type SchedulingSettings,
} from './booking-context';
import { listFreeSlots, listOfferedLanguages } from './consultations.repository';

const QUARTER_HOURS_PER_DAY = 96;

export interface AvailableSlotsRequest {
  patientId: number;
  brandId: number;
  visitUuid: string;
  timezone: string | undefined;
  language: string | undefined;
  now: Date;
}

/** The languages to offer, in the order of the select; English, the default, is always there. */
function orderLanguages(offered: readonly string[]): string[] {
  const set = new Set([DEFAULT_CONSULTATION_LANGUAGE, ...offered]);
  return CONSULTATION_LANGUAGE_CODES.filter((code) => set.has(code));
}

/**
 * Free slots for a visit, grouped by day in the patient's zone (000 §3 "Available slots"). Only
 * slots starting at least `CONSULTATION_BOOKING_NOTICE_MINUTES` from now are offered.
 * Only providers licensed in the patient's state (ADR 115) who speak the requested language are
 * listed; without the brand's language flag that is always English. A patient whose state is
 * unknown is offered none. At most `CONSULTATION_LISTED_DAYS` days are listed.
 */
export async function listAvailableSlots(
  db: Db,
  settings: SchedulingSettings,
  request: AvailableSlotsRequest,
): Promise<AvailableSlots> {
  const { patient, timeZone } = await loadBookingContext(
    db,
    request.patientId,
    request.visitUuid,
    request.timezone,
  );
  if (request.language !== undefined && !isConsultationLanguage(request.language)) {
    throw validationError({ language: [invalidFieldMessage('language')] });
  }
  const isLanguageEnabled = isPreferredLanguageEnabled(settings, request.brandId);
  const language = isLanguageEnabled
    ? (request.language ?? DEFAULT_CONSULTATION_LANGUAGE)
    : DEFAULT_CONSULTATION_LANGUAGE;

  // Days are cut in the patient's zone, so ask for a whole number of full days plus one slot:
  // if that one comes back, the last day may be cut short and is left out.
  const limit = CONSULTATION_LISTED_DAYS * QUARTER_HOURS_PER_DAY + 1;
  const after = new Date(request.now.getTime() + CONSULTATION_BOOKING_NOTICE_MINUTES * 60_000);
  const state = licensureStateOf(patient);
  const [rows, offered] = state === null
    ? [[], []]
    : await Promise.all([
        listFreeSlots(db, { after, language, state, limit }),
        isLanguageEnabled ? listOfferedLanguages(db, after, state) : Promise.resolve([]),
      ]);
  const days = groupSlotsByDay(
    rows.map((row) => ({ id: row.id, startsAt: row.startsAt.getTime() })),
    timeZone,
  );
  const keys = Object.keys(days);
  const keptKeys = keys.slice(
    0,
    rows.length === limit
      ? Math.min(keys.length - 1, CONSULTATION_LISTED_DAYS)
      : CONSULTATION_LISTED_DAYS,
  );
  return {
    timezone: timeZone,
    timeSlots: Object.fromEntries(keptKeys.map((key) => [key, days[key] ?? []])),
    languages: isLanguageEnabled ? orderLanguages(offered) : [DEFAULT_CONSULTATION_LANGUAGE],
    isPreferredLanguageEnabled: isLanguageEnabled,
  };
}
