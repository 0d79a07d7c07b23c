import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { patients } from './patients';

/** The parent or guardian who consents for a patient aged 13 to 17 (000 §2, §3). */
export const guardians = pgTable('guardians', {
  id: serial().primaryKey(),
  patientId: integer()
    .notNull()
    .unique()
    .references(() => patients.id, { onDelete: 'cascade' }),
  firstname: text().notNull(),
  lastname: text().notNull(),
  email: text().notNull(),
  phone: text().notNull(),
  acceptedTermsAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type GuardianRow = typeof guardians.$inferSelect;
