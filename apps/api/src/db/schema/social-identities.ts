import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { patientRef } from './patients';

/** A patient's account at an OpenID Connect provider (Google, Apple, Facebook). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('social_identities_provider_subject_unique').on(table.provider, table.subject)],
);
