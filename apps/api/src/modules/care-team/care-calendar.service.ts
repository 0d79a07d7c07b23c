import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import type { Db } from '../../db/client';
import { validationError } from '../../errors';
import { patientNamesOf, patientDisplayName } from '../patients';
import { bookedConsultationsOfProvider } from '../scheduling';
import { visitUuidsOf } from '../visits';
import type { CareProvider } from './care-provider';

const DAY_MS = 86_400_000;
/** The calendar shows two weeks unless asked otherwise, and never more than 92 days at once. */
const DEFAULT_DAYS = 14;
const MAX_DAYS = 92;

function instantOf(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) {
    return undefined;
  }
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) {
    throw validationError({ [field]: [STAFF_MESSAGES.carePortal.calendarRange] });
  }
  return instant;
}

/**
 * The provider's booked consultations in [from, to) (default: from now, two weeks), with each
 * patient's name and visit: three statements whatever the number of bookings.
 */
export async function careCalendar(db: Db, provider: CareProvider, query: { from?: string; to?: string }, now: Date) {
  const from = instantOf(query.from, 'from') ?? now;
  const to = instantOf(query.to, 'to') ?? new Date(from.getTime() + DEFAULT_DAYS * DAY_MS);
  if (to <= from || to.getTime() - from.getTime() > MAX_DAYS * DAY_MS) {
    throw validationError({ to: [STAFF_MESSAGES.carePortal.calendarRange] });
  }
  const booked = await bookedConsultationsOfProvider(db, provider.providerId, from, to);
  const [nameRows, uuids] = await Promise.all([
    patientNamesOf(db, [...new Set(booked.map((entry) => entry.patientId))]),
    visitUuidsOf(db, booked.flatMap((entry) => (entry.visitId === null ? [] : [entry.visitId]))),
  ]);
  const names = new Map(nameRows.map((row) => [row.id, row]));
  return booked.map((entry) => {
    const name = names.get(entry.patientId);
    return {
      consultationId: entry.consultationId,
      startsAt: entry.startsAt.toISOString(),
      durationMinutes: entry.durationMinutes,
      patientName: name ? patientDisplayName(name) : '',
      language: entry.language,
      visitUuid: entry.visitId === null ? null : (uuids.get(entry.visitId) ?? null),
    };
  });
}
