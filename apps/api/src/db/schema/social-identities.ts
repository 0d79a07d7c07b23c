import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { patients } from './patients';

/** A patient's account at an OpenID Connect provider (Google, Apple, Facebook). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    id: serial().primaryKey(),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('social_identities_provider_subject_unique').on(table.provider, table.subject)],
);
