import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { HoursRange, WeeklyHoursRange } from '@app/domain/scheduling';
import type { Db } from '../../db/client';
import { appointmentTimeSlots, consultations, providerDateOverrides, providerSchedules, providerTimeOff, providers } from '../../db/schema/index';

export interface StoredProviderHours {
  timeZone: string;
  weekly: WeeklyHoursRange[];
  overrides: { day: string; hours: HoursRange[] }[];
  timeOff: { id: number; from: string; to: string }[];
  languages: string[];
}

/**
 * A provider's hours with their overrides and time off from `sinceDay` (the provider's yesterday:
 * older ones no longer shape a slot), and their languages; undefined while the provider keeps no
 * hours of their own. Three statements.
 */
export async function findProviderHours(db: Db, providerId: number, sinceDay: (timeZone: string) => string): Promise<StoredProviderHours | undefined> {
  const [schedule] = await db
    .select({ timeZone: providerSchedules.timeZone, weekly: providerSchedules.weeklyHours, languages: providers.languages })
    .from(providerSchedules)
    .innerJoin(providers, eq(providers.id, providerSchedules.providerId))
    .where(eq(providerSchedules.providerId, providerId));
  if (!schedule) {
    return undefined;
  }
  const since = sinceDay(schedule.timeZone);
  const [overrides, timeOff] = await Promise.all([
    db
      .select({ day: providerDateOverrides.day, hours: providerDateOverrides.hours })
      .from(providerDateOverrides)
      .where(and(eq(providerDateOverrides.providerId, providerId), gte(providerDateOverrides.day, since)))
      .orderBy(asc(providerDateOverrides.day)),
    db
      .select({ id: providerTimeOff.id, from: providerTimeOff.firstDay, to: providerTimeOff.lastDay })
      .from(providerTimeOff)
      .where(and(eq(providerTimeOff.providerId, providerId), gte(providerTimeOff.lastDay, since)))
      .orderBy(asc(providerTimeOff.firstDay), asc(providerTimeOff.id)),
  ]);
  return { ...schedule, overrides, timeOff };
}

/** The providers who keep hours of their own (the housekeeping pass extends their slots). */
export async function findProvidersWithHours(db: Db): Promise<number[]> {
  const rows = await db.select({ providerId: providerSchedules.providerId }).from(providerSchedules).orderBy(asc(providerSchedules.providerId));
  return rows.map((row) => row.providerId);
}

/** Locks the provider's row for the rest of the transaction: one change of their hours at a time. */
export async function lockProviderRow(db: Db, providerId: number): Promise<{ languages: string[] } | undefined> {
  const [row] = await db.select({ languages: providers.languages }).from(providers).where(eq(providers.id, providerId)).for('update');
  return row;
}

export async function upsertWeeklyHours(db: Db, providerId: number, values: { timeZone: string; weekly: WeeklyHoursRange[]; languages: string[] }, now: Date): Promise<void> {
  await db
    .insert(providerSchedules)
    .values({ providerId, timeZone: values.timeZone, weeklyHours: values.weekly, updatedAt: now })
    .onConflictDoUpdate({ target: providerSchedules.providerId, set: { timeZone: values.timeZone, weeklyHours: values.weekly, updatedAt: now } });
  await db.update(providers).set({ languages: values.languages }).where(eq(providers.id, providerId));
}

export async function upsertDateOverride(db: Db, providerId: number, day: string, hours: HoursRange[]): Promise<void> {
  await db
    .insert(providerDateOverrides)
    .values({ providerId, day, hours })
    .onConflictDoUpdate({ target: [providerDateOverrides.providerId, providerDateOverrides.day], set: { hours } });
}

/** Whether an override of that day was there to delete. */
export async function deleteDateOverride(db: Db, providerId: number, day: string): Promise<boolean> {
  const rows = await db
    .delete(providerDateOverrides)
    .where(and(eq(providerDateOverrides.providerId, providerId), eq(providerDateOverrides.day, day)))
    .returning({ day: providerDateOverrides.day });
  return rows.length === 1;
}

export async function insertTimeOff(db: Db, providerId: number, from: string, to: string): Promise<void> {
  await db.insert(providerTimeOff).values({ providerId, firstDay: from, lastDay: to });
}

/** Whether the provider's time off of that id was there to delete. */
export async function deleteTimeOff(db: Db, providerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(providerTimeOff)
    .where(and(eq(providerTimeOff.id, id), eq(providerTimeOff.providerId, providerId)))
    .returning({ id: providerTimeOff.id });
  return rows.length === 1;
}

// One column per row in the restore; PostgreSQL allows 65,535 parameters per statement.
const STARTS_CHUNK = 10_000;

/** Gives back slots withdrawn earlier whose times the hours give again. */
export async function restoreSlots(db: Db, providerId: number, starts: readonly Date[]): Promise<void> {
  for (let index = 0; index < starts.length; index += STARTS_CHUNK) {
    const chunk = starts.slice(index, index + STARTS_CHUNK);
    await db
      .update(appointmentTimeSlots)
      .set({ withdrawnAt: null })
      .where(and(eq(appointmentTimeSlots.providerId, providerId), isNotNull(appointmentTimeSlots.withdrawnAt), inArray(appointmentTimeSlots.startsAt, chunk)));
  }
}

/**
 * Withdraws the provider's slots in [from, to) the hours no longer give: a booked one stays booked
 * and becomes a conflict for the provider to see; an unbooked one is no longer offered. The slots'
 * provider-and-start index bounds the scan to the provider's horizon.
 */
export async function withdrawSlotsOutside(db: Db, providerId: number, from: Date, to: Date, kept: readonly Date[], now: Date): Promise<void> {
  const inRange = and(eq(appointmentTimeSlots.providerId, providerId), gte(appointmentTimeSlots.startsAt, from), lt(appointmentTimeSlots.startsAt, to), isNull(appointmentTimeSlots.withdrawnAt));
  await db
    .update(appointmentTimeSlots)
    .set({ withdrawnAt: now })
    .where(kept.length === 0 ? inRange : and(inRange, notInArray(appointmentTimeSlots.startsAt, [...kept])));
}

/** The provider's live bookings from `from` on slots their hours no longer give, earliest first. */
export async function findHoursConflicts(db: Db, providerId: number, from: Date): Promise<{ consultationId: number; startsAt: Date }[]> {
  return db
    .select({ consultationId: consultations.id, startsAt: appointmentTimeSlots.startsAt })
    .from(appointmentTimeSlots)
    .innerJoin(consultations, and(eq(consultations.timeSlotId, appointmentTimeSlots.id), isNull(consultations.cancelledAt)))
    .where(and(eq(appointmentTimeSlots.providerId, providerId), gte(appointmentTimeSlots.startsAt, from), isNotNull(appointmentTimeSlots.withdrawnAt)))
    .orderBy(asc(appointmentTimeSlots.startsAt), sql`${consultations.id}`);
}
