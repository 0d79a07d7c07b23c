import type { OverrideRequest, ProviderAvailability, TimeOffRequest, WeeklyHoursRequest } from '@app/domain/contracts';
import { isConsultationLanguage } from '@app/domain/constants';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { PROVIDER_HOURS_HORIZON_DAYS, dayHoursProblem, parseCalendarDay, futureDayProblem, isSupportedTimeZone, providerSlotStarts, timeOffProblem, weeklyHoursProblems, zonedDayOf } from '@app/domain/scheduling';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import { addFieldError, type FieldErrors } from '@app/domain/validation';
import { insertSlots } from './providers.repository';
import {
  deleteDateOverride,
  deleteTimeOff,
  findHoursConflicts,
  findProviderHours,
  findProvidersWithHours,
  insertTimeOff,
  lockProviderRow,
  restoreSlots,
  upsertDateOverride,
  upsertWeeklyHours,
  withdrawSlotsOutside,
  type StoredProviderHours,
} from './provider-hours.repository';

const TEXT = STAFF_MESSAGES.careAvailability.errors;
const DAY_MS = 86_400_000;

/** The provider's yesterday: overrides and time off before it shape no slot any more. */
const yesterdayIn = (now: Date) => (timeZone: string) => zonedDayOf(now.getTime() - DAY_MS, timeZone);

/**
 * Makes the provider's bookable slots over the horizon match their hours (ADR 171): slots the
 * hours give are added or given back, the others withdrawn. A booked slot is never cancelled:
 * withdrawn, it is a conflict the provider sees. Runs under the provider's row lock.
 */
async function syncSlots(tx: Db, providerId: number, hours: StoredProviderHours, now: Date): Promise<void> {
  const to = new Date(now.getTime() + PROVIDER_HOURS_HORIZON_DAYS * DAY_MS);
  const starts = providerSlotStarts(hours, now.getTime(), to.getTime()).map((instant) => new Date(instant));
  await insertSlots(tx, providerId, starts);
  await restoreSlots(tx, providerId, starts);
  await withdrawSlotsOutside(tx, providerId, now, to, starts, now);
}

/** The provider's hours page: their hours, languages, licences (read only) and conflicts. */
export async function providerAvailability(db: Db, provider: { providerId: number; licensedStates: readonly string[] }, now: Date): Promise<ProviderAvailability> {
  const [hours, conflicts] = [await findProviderHours(db, provider.providerId, yesterdayIn(now)), await findHoursConflicts(db, provider.providerId, now)];
  return {
    timeZone: hours?.timeZone ?? null,
    weekly: hours?.weekly ?? [],
    overrides: hours?.overrides ?? [],
    timeOff: hours?.timeOff ?? [],
    languages: hours?.languages ?? [],
    licensedStates: [...provider.licensedStates],
    conflicts: conflicts.map((row) => ({ consultationId: row.consultationId, startsAt: row.startsAt.toISOString() })),
    horizonDays: PROVIDER_HOURS_HORIZON_DAYS,
    today: zonedDayOf(now.getTime(), hours?.timeZone ?? 'UTC'),
  };
}

/** Runs a change of a provider's hours under their row lock, then brings their slots in line. */
async function changeHours(db: Db, providerId: number, now: Date, change: (tx: Db, hours: StoredProviderHours | undefined) => Promise<void>): Promise<void> {
  await withTransaction(db, async (tx) => {
    if (!(await lockProviderRow(tx, providerId))) {
      throw new AppError('NOT_FOUND', TEXT.notSetUp);
    }
    await change(tx, await findProviderHours(tx, providerId, yesterdayIn(now)));
    const after = await findProviderHours(tx, providerId, yesterdayIn(now));
    if (after) {
      await syncSlots(tx, providerId, after, now);
    }
  });
}

/** The hours of a change that needs weekly hours saved first. */
function savedHours(hours: StoredProviderHours | undefined): StoredProviderHours {
  if (!hours) {
    throw new AppError('VALIDATION_FAILED', TEXT.notSetUp);
  }
  return hours;
}

/** Saves the week's hours, their zone and the provider's languages, checked whole (ADR 171). */
export async function saveWeeklyHours(db: Db, providerId: number, input: WeeklyHoursRequest, now: Date): Promise<void> {
  const errors: FieldErrors = {};
  if (!isSupportedTimeZone(input.timeZone)) {
    addFieldError(errors, 'timeZone', TEXT.timeZone);
  }
  for (const [weekday, problem] of weeklyHoursProblems(input.weekly)) {
    addFieldError(errors, `weekly.${weekday}`, TEXT.weekly[problem]);
  }
  const languages = [...new Set(input.languages)];
  if (languages.length === 0 || !languages.every(isConsultationLanguage)) {
    addFieldError(errors, 'languages', TEXT.languages);
  }
  if (Object.keys(errors).length > 0) {
    throw validationError(errors);
  }
  const weekly = [...input.weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start));
  await changeHours(db, providerId, now, (tx) => upsertWeeklyHours(tx, providerId, { timeZone: input.timeZone, weekly, languages }, now));
}

/** Sets one day's hours in place of the week's (none: not available), today or later. */
export async function saveDateOverride(db: Db, providerId: number, day: string, input: OverrideRequest, now: Date): Promise<void> {
  await changeHours(db, providerId, now, async (tx, hours) => {
    const { timeZone } = savedHours(hours);
    const errors: FieldErrors = {};
    const dayProblem = futureDayProblem(day, zonedDayOf(now.getTime(), timeZone));
    if (dayProblem) {
      addFieldError(errors, 'day', TEXT.day[dayProblem]);
    }
    const hoursProblem = dayHoursProblem(input.hours);
    if (hoursProblem) {
      addFieldError(errors, 'hours', TEXT.weekly[hoursProblem]);
    }
    if (Object.keys(errors).length > 0) {
      throw validationError(errors);
    }
    await upsertDateOverride(tx, providerId, day, [...input.hours].sort((a, b) => a.start.localeCompare(b.start)));
  });
}

export async function removeDateOverride(db: Db, providerId: number, day: string, now: Date): Promise<void> {
  if (!parseCalendarDay(day)) {
    throw new AppError('NOT_FOUND', TEXT.overrideDay);
  }
  await changeHours(db, providerId, now, async (tx, hours) => {
    savedHours(hours);
    if (!(await deleteDateOverride(tx, providerId, day))) {
      throw new AppError('NOT_FOUND', TEXT.overrideDay);
    }
  });
}

/** Adds days off, from today on, at most a year at once. */
export async function addTimeOff(db: Db, providerId: number, input: TimeOffRequest, now: Date): Promise<void> {
  await changeHours(db, providerId, now, async (tx, hours) => {
    const { timeZone } = savedHours(hours);
    const problem = timeOffProblem(input, zonedDayOf(now.getTime(), timeZone));
    if (problem) {
      throw validationError({ [problem === 'order' || problem === 'tooLong' ? 'to' : 'from']: [TEXT.day[problem]] });
    }
    await insertTimeOff(tx, providerId, input.from, input.to);
  });
}

export async function removeTimeOff(db: Db, providerId: number, id: number, now: Date): Promise<void> {
  await changeHours(db, providerId, now, async (tx, hours) => {
    savedHours(hours);
    if (!(await deleteTimeOff(tx, providerId, id))) {
      throw new AppError('NOT_FOUND', TEXT.timeOffId);
    }
  });
}

/**
 * Housekeeping: every provider who keeps their own hours gets slots up to the horizon from now,
 * one provider's transaction at a time (each under their lock, so a save meanwhile waits).
 */
export async function extendProviderHours(db: Db, now: Date): Promise<number> {
  const providerIds = await findProvidersWithHours(db);
  for (const providerId of providerIds) {
    await changeHours(db, providerId, now, async () => {});
  }
  return providerIds.length;
}
