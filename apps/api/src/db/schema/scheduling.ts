import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { HoursRange, WeeklyHoursRange } from '@app/domain/scheduling';
import { patientRef } from './patients';
import { visits } from './visits';

/** A licensed provider who holds live consultations. */
export const providers = pgTable('providers', {
  id: serial().primaryKey(),
  name: text().notNull(),
  profilePhotoUrl: text(),
  languages: text().array().notNull().default(sql`'{en}'::text[]`),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A bookable 15-minute window of a provider, stored as an instant (UTC). A slot the provider's
 * own hours no longer give is withdrawn, not deleted (ADR 171): a consultation may name it, and
 * hours given back restore it.
 */
export const appointmentTimeSlots = pgTable(
  'appointment_time_slots',
  {
    id: serial().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull().default(15),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('slots_provider_start_unique').on(table.providerId, table.startsAt),
    index('slots_starts_at_idx').on(table.startsAt),
  ],
);

/**
 * A booked consultation. A slot is booked once: the partial unique index on live bookings makes
 * the database, not the application, the arbiter between concurrent requests.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
    visitId: integer().references(() => visits.id, { onDelete: 'set null' }),
    brandId: integer().notNull(),
    timeSlotId: integer()
      .notNull()
      .references(() => appointmentTimeSlots.id),
    preferredLanguage: text().notNull().default('en'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('consultations_live_slot_unique').on(table.timeSlotId).where(sql`${table.cancelledAt} is null`),
    index('consultations_patient_idx').on(table.patientId),
    // Every booking of a slot, cancelled ones too: the past-slot purge and the foreign-key check of
    // a slot's deletion look consultations up by slot.
    index('consultations_time_slot_idx').on(table.timeSlotId),
    // A visit's live booking (the consultation step and page) is looked up by visit.
    index('consultations_live_visit_idx').on(table.visitId).where(sql`${table.cancelledAt} is null`),
  ],
);

/**
 * A provider's own weekly hours, in their time zone (issue 34 item 1, ADR 171). A provider with a
 * row keeps their hours in `/care`, and their slots are derived from them; one without is set up
 * by `npm run schedule:add`.
 */
export const providerSchedules = pgTable('provider_schedules', {
  providerId: integer()
    .primaryKey()
    .references(() => providers.id, { onDelete: 'cascade' }),
  timeZone: text().notNull(),
  weeklyHours: jsonb().$type<WeeklyHoursRange[]>().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A day whose hours replace the week's (no ranges: not available that day), in the provider's zone. */
export const providerDateOverrides = pgTable(
  'provider_date_overrides',
  {
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    hours: jsonb().$type<HoursRange[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.day] })],
);

/** Days off, inclusive, in the provider's zone. */
export const providerTimeOff = pgTable(
  'provider_time_off',
  {
    id: serial().primaryKey(),
    providerId: integer()
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    firstDay: date({ mode: 'string' }).notNull(),
    lastDay: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('provider_time_off_provider_idx').on(table.providerId, table.lastDay)],
);

export type ProviderRow = typeof providers.$inferSelect;
export type TimeSlotRow = typeof appointmentTimeSlots.$inferSelect;
export type ConsultationRow = typeof consultations.$inferSelect;
