import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients';

/** Where a visitor came from; urls are cut to 1001 characters (000 §9). */
export const visitorAttributions = pgTable(
  'visitor_attributions',
  {
    visitorUuid: uuid().primaryKey(),
    brandId: integer().notNull(),
    patientId: integer().references(() => patients.id, { onDelete: 'set null' }),
    landingUrl: text(),
    referrerUrl: text(),
    inviteToken: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('attributions_patient_idx').on(table.patientId)],
);

/** Analytics events recorded by the default (stored) analytics adapter. No health data. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    brandId: integer().notNull(),
    visitorUuid: uuid(),
    patientId: integer().references(() => patients.id, { onDelete: 'set null' }),
    properties: jsonb().$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_name_created_idx').on(table.name, table.createdAt)],
);
