import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/** A bookable 15-minute window of a provider, stored as an instant (UTC). */
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

export type ProviderRow = typeof providers.$inferSelect;
export type TimeSlotRow = typeof appointmentTimeSlots.$inferSelect;
export type ConsultationRow = typeof consultations.$inferSelect;
